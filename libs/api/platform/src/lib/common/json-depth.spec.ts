import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('exceedsJsonDepth', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(exceedsJsonDepth(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(exceedsJsonDepth(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(exceedsJsonDepth(bytes(nested(20_000)))).toBe(true);
  });

  it('counts arrays and objects together, and closing brackets bring the depth back', () => {
    const mixed = '{"a":['.repeat(3) + ']}'.repeat(3);
    expect(exceedsJsonDepth(bytes(mixed), 6)).toBe(false);
    expect(exceedsJsonDepth(bytes(mixed), 5)).toBe(true);
    const siblings = `[${Array.from({ length: 100 }, () => nested(10)).join(',')}]`;
    expect(exceedsJsonDepth(bytes(siblings), 11)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(bytes(JSON.stringify({ texto: '['.repeat(1000) })), 2)).toBe(false);
    expect(exceedsJsonDepth(bytes(JSON.stringify({ texto: '\\"[[[[' })), 1)).toBe(false);
    expect(exceedsJsonDepth(bytes(`{"a\\\\":[[[]]]}`), 3)).toBe(true);
  });

  it('reads multi-byte UTF-8 text without miscounting', () => {
    expect(exceedsJsonDepth(bytes(JSON.stringify({ nome: 'Não 😀 ç', lista: [[1]] })), 3)).toBe(
      false,
    );
  });
});
