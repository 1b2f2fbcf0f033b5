import { formatTrackingCode, newTrackingCode, parseTrackingCode } from './tracking-code';

describe('tracking code', () => {
  it('is 20 Crockford base32 characters, different every time', () => {
    const codes = Array.from({ length: 2000 }, () => newTrackingCode());
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up: the bits are spread, not truncated.
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('reads back what it formats, and what people type', () => {
    const code = newTrackingCode();
    expect(formatTrackingCode(code)).toMatch(/^(\w{4}-){4}\w{4}$/);
    expect(parseTrackingCode(formatTrackingCode(code))).toBe(code);
    expect(parseTrackingCode(` ${formatTrackingCode(code).toLowerCase()} `)).toBe(code);
    expect(parseTrackingCode('7k2m-9qxd-4hj8-tovz-r5wa')).toBe('7K2M9QXD4HJ8T0VZR5WA');
    expect(parseTrackingCode('7K2M-9QXD-4HJ8-TLVZ-R5WA')).toBe('7K2M9QXD4HJ8T1VZR5WA');
  });

  it('refuses what cannot be a code, the staff’s SOL- code included', () => {
    for (const input of [
      '',
      'SOL-000001',
      '7K2M9QXD4HJ8T1VZR5W',
      '7K2M9QXD4HJ8T1VZR5WAZ',
      'U'.repeat(20),
    ])
      expect(parseTrackingCode(input)).toBeNull();
    expect(parseTrackingCode('A'.repeat(41))).toBeNull();
  });
});
