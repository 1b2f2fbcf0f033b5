import type { MonthCell } from '@campo/contracts';
import { monthCells, type PlanInput } from './schedule-projection';

describe('the grid of a retired equipment', () => {
  const monthly: PlanInput = {
    periodicidade: 'MS',
    inicio: '2026-01-15',
    execucoes: ['2026-03-16'],
  };
  const cells = (retiredOn: string | null, year = 2026) =>
    monthCells([monthly], year, '2026-05-15', retiredOn);
  const nothing = (count: number): MonthCell[] => Array(count).fill('nenhum');

  it('leaves an active equipment’s months as projected', () => {
    expect(cells(null)).toEqual(monthCells([monthly], 2026, '2026-05-15'));
  });

  it('keeps executions and the months before the retirement, and nothing planned from its date on', () => {
    expect(cells('2026-06-10')).toEqual([
      'atrasado',
      'atrasado',
      'executado',
      'atrasado',
      'planejado',
      ...nothing(7),
    ]);
  });

  it('keeps the retirement month when a date was projected before that day', () => {
    expect(cells('2026-06-20').slice(4, 7)).toEqual(['planejado', 'planejado', 'nenhum']);
  });

  it('changes nothing in the years before the retirement; clears a later year but its executions', () => {
    expect(cells('2027-02-01')).toEqual(monthCells([monthly], 2026, '2026-05-15'));
    const later = monthCells(
      [{ ...monthly, execucoes: ['2026-03-16', '2027-03-16'] }],
      2027,
      '2026-05-15',
      '2026-06-10',
    );
    expect(later).toEqual(['nenhum', 'nenhum', 'executado', ...nothing(9)]);
  });
});
