import fc from 'fast-check';
import { formatIsoInstant, parseIsoInstant } from './iso-instant';

describe('ISO instants by arithmetic', () => {
  // Mostly the years the validator accepts (1900-2200), and the rest of the four-digit ones.
  const instants = fc.oneof(
    fc.integer({ min: Date.UTC(1899, 11, 31), max: Date.UTC(2201, 0, 1) }),
    fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }),
  );

  it('formats exactly as Date#toISOString and reads back exactly as Date.parse', () => {
    fc.assert(
      fc.property(instants, (time) => {
        const iso = new Date(time).toISOString();
        expect(formatIsoInstant(time)).toBe(iso);
        expect(parseIsoInstant(iso)).toBe(time);
      }),
      { numRuns: 20_000 },
    );
  });

  it('handles the edges: epochs, leap days, century years, the last millisecond of a year', () => {
    for (const iso of [
      '1970-01-01T00:00:00.000Z',
      '2000-01-01T00:00:00.000Z',
      '1900-03-01T00:00:00.000Z',
      '2000-02-29T12:00:00.007Z',
      '2100-02-28T23:59:59.999Z',
      '1969-12-31T23:59:59.999Z',
      '2199-12-31T23:59:59.999Z',
    ]) {
      expect(formatIsoInstant(Date.parse(iso))).toBe(iso);
      expect(parseIsoInstant(iso)).toBe(Date.parse(iso));
    }
  });

  it('reads any other ISO form as Date.parse does', () => {
    for (const text of [
      '2026-11-21T14:30:00-03:00',
      '2026-11-21',
      '2026-02-30T00:00:00.000Z',
      'ontem',
      '2026-11-21T24:00:00.000Z',
    ]) {
      expect(parseIsoInstant(text)).toEqual(Date.parse(text));
    }
  });
});
