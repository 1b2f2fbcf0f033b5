import { closingDayIn, previousMonth } from './closing-calendar';

describe('closing calendar', () => {
  it('clamps a closing day to the month’s end (31 in February is the 28th, the 29th in a leap year)', () => {
    expect(closingDayIn('2027-02-10', 31)).toBe(28);
    expect(closingDayIn('2028-02-10', 31)).toBe(29);
    expect(closingDayIn('2027-04-10', 31)).toBe(30);
    expect(closingDayIn('2027-03-10', 5)).toBe(5);
  });

  it('gives the previous month across a year boundary', () => {
    expect(previousMonth('2027-01-05')).toEqual({ inicio: '2026-12-01', fim: '2026-12-31' });
    expect(previousMonth('2028-03-01')).toEqual({ inicio: '2028-02-01', fim: '2028-02-29' });
  });
});
