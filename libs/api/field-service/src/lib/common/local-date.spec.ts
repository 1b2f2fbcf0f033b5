import { addDays, localDate } from './local-date';

describe('local date', () => {
  it('reads the local date in the company’s time zone', () => {
    expect(localDate(new Date('2027-03-01T02:00:00Z'), 'America/Sao_Paulo')).toBe('2027-02-28');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});
