import { formatInstant, localDate } from '@campo/contracts';
import { addDays } from './local-date';

describe('local date', () => {
  it('reads the local date in the company’s time zone', () => {
    expect(localDate(new Date('2027-03-01T02:00:00Z'), 'America/Sao_Paulo')).toBe('2027-02-28');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('reads each call in its own time zone, one after another', () => {
    const instant = new Date('2027-03-01T02:00:00Z');
    expect(localDate(instant, 'America/Sao_Paulo')).toBe('2027-02-28');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2027-03-01');
    expect(localDate(instant, 'America/Sao_Paulo')).toBe('2027-02-28');
    expect(() => localDate(instant, 'Not/AZone')).toThrow(RangeError);
  });
});

describe('an instant in a report (formatInstant)', () => {
  it('formats each call in its own time zone, one after another', () => {
    const iso = '2027-03-01T02:05:00Z';
    expect(formatInstant(iso, 'America/Sao_Paulo')).toBe('28/02/2027 23:05');
    expect(formatInstant(iso, 'Asia/Tokyo')).toBe('01/03/2027 11:05');
    expect(formatInstant('2027-03-01T15:30:00Z', 'America/Sao_Paulo')).toBe('01/03/2027 12:30');
    expect(() => formatInstant(iso, 'Not/AZone')).toThrow(RangeError);
  });
});
