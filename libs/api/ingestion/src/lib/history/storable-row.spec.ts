import { storableRow } from './storable-row';

describe('storableRow', () => {
  it('keeps ordinary rows as they are', () => {
    const row = { codigo: 'A', n: 1, ok: true, lista: [1, 'x'], nada: null };
    expect(storableRow(row)).toEqual(row);
  });

  it('cuts deep nesting, long strings and NUL characters so the history can store any row', () => {
    let deep: unknown = 'fundo';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const stored = storableRow({
      deep,
      long: 'x'.repeat(1_000_000),
      nul: 'a\u0000b',
      ['k\u0000']: 1,
    }) as Record<string, unknown>;
    expect(() => JSON.stringify(stored)).not.toThrow();
    expect(JSON.stringify(stored)).toContain('[aninhamento profundo omitido]');
    expect((stored.long as string).length).toBeLessThan(2_100);
    expect(stored.nul).toBe('a\uFFFDb');
    expect(stored['k\uFFFD']).toBe(1);
  });

  it('replaces lone surrogates, including one a cut would leave, so jsonb accepts the row', () => {
    const stored = storableRow({
      lone: 'a\ud800b\udc00',
      ['k\udbff']: 1,
      cut: `${'x'.repeat(1_999)}😀`,
      pair: '😀 e\u0301',
    }) as Record<string, unknown>;
    expect(stored.lone).toBe('a\uFFFDb\uFFFD');
    expect(stored['k\uFFFD']).toBe(1);
    expect((stored.cut as string).slice(1_999, 2_000)).toBe('\uFFFD');
    expect(stored.pair).toBe('😀 e\u0301');
  });
});
