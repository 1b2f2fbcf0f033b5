import fc from 'fast-check';
import { PERIODICITIES } from '@campo/contracts';
import { MonthCell, monthCells, PlanInput, projectPlan } from './schedule-projection';

const plan = (
  periodicidade: PlanInput['periodicidade'],
  inicio: string,
  execucoes: string[] = [],
  cadenciaDias?: number,
): PlanInput => ({
  periodicidade,
  inicio,
  execucoes,
  cadenciaDias,
});
const months = (dates: string[]) => [...new Set(dates.map((day) => Number(day.slice(5, 7))))];

describe('schedule projection', () => {
  it('steps D, 2D, SM and QZ by days from the start', () => {
    expect(projectPlan(plan('D', '2026-12-29'), 2026)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(projectPlan(plan('2D', '2026-12-26'), 2026)).toEqual([
      '2026-12-26',
      '2026-12-28',
      '2026-12-30',
    ]);
    expect(projectPlan(plan('SM', '2026-11-30'), 2026)).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    expect(projectPlan(plan('QZ', '2026-01-01'), 2026)).toHaveLength(27);
  });

  it('steps calendar months with the day clamped to the month’s end: a monthly plan marks February', () => {
    expect(projectPlan(plan('MS', '2026-01-31'), 2026)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
    expect(projectPlan(plan('MS', '2028-01-30'), 2028)[1]).toBe('2028-02-29'); // leap year
    expect(months(projectPlan(plan('BM', '2026-01-15'), 2026))).toEqual([1, 3, 5, 7, 9, 11]);
    expect(months(projectPlan(plan('TR', '2026-02-10'), 2026))).toEqual([2, 5, 8, 11]);
    expect(months(projectPlan(plan('QD', '2026-01-10'), 2026))).toEqual([1, 5, 9]);
    expect(months(projectPlan(plan('SE', '2026-03-01'), 2026))).toEqual([3, 9]);
    expect(months(projectPlan(plan('AN', '2025-07-20'), 2026))).toEqual([7]);
  });

  it('a monthly plan last executed on 31 January marks every month, February on the 28th', () => {
    expect(projectPlan(plan('MS', '2026-01-05', ['2026-01-31']), 2026)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
    expect(monthCells([plan('MS', '2026-01-05', ['2026-01-31'])], 2026, '2026-01-31')).toEqual([
      'executado',
      ...Array(11).fill('planejado'),
    ]);
  });

  it('projects backward and forward from the last execution, never before the plan’s start', () => {
    // Quarterly, started in 2025, last executed on 20/06/2026: the steps fall in Mar, Jun, Sep, Dec.
    expect(
      months(projectPlan(plan('TR', '2025-01-05', ['2025-12-01', '2026-06-20']), 2026)),
    ).toEqual([3, 6, 9, 12]);
    expect(projectPlan(plan('TR', '2026-05-10', ['2026-06-20']), 2026)).toEqual([
      '2026-06-20',
      '2026-09-20',
      '2026-12-20',
    ]);
  });

  it('PT is its one date; H has no calendar projection; a custom cadence in days overrides the code', () => {
    expect(projectPlan(plan('PT', '2026-08-14'), 2026)).toEqual(['2026-08-14']);
    expect(projectPlan(plan('PT', '2025-08-14'), 2026)).toEqual([]);
    expect(projectPlan(plan('H', '2026-01-01'), 2026)).toEqual([]);
    expect(projectPlan(plan('MS', '2026-12-01', [], 10), 2026)).toEqual([
      '2026-12-01',
      '2026-12-11',
      '2026-12-21',
      '2026-12-31',
    ]);
  });

  it('shows executed (always wins), planned, overdue and none per month', () => {
    // Monthly from January; executions in January, March and in an unplanned July; today is 15/05/2026.
    const cells = monthCells(
      [plan('MS', '2026-01-10', ['2026-01-10', '2026-03-12', '2026-07-01'])],
      2026,
      '2026-05-15',
    );
    expect(cells).toEqual([
      'executado',
      'atrasado',
      'executado',
      'atrasado',
      'planejado',
      'planejado',
      'executado',
      'planejado',
      'planejado',
      'planejado',
      'planejado',
      'planejado',
    ]);
    expect(monthCells([plan('SE', '2026-03-01')], 2026, '2026-01-01')).toEqual([
      'nenhum',
      'nenhum',
      'planejado',
      'nenhum',
      'nenhum',
      'nenhum',
      'nenhum',
      'nenhum',
      'planejado',
      'nenhum',
      'nenhum',
      'nenhum',
    ]);
    // H: only executions show.
    expect(
      monthCells([plan('H', '2026-01-01', ['2026-04-02'])], 2026, '2026-12-01').filter(
        (cell) => cell !== 'nenhum',
      ),
    ).toEqual(['executado']);
  });

  it('an execution that moves the projection changes the grid', () => {
    const before = monthCells([plan('TR', '2026-01-15')], 2026, '2026-01-01');
    const after = monthCells([plan('TR', '2026-01-15', ['2026-02-20'])], 2026, '2026-01-01');
    expect(
      before.map((cell, index) => (cell === 'planejado' ? index + 1 : 0)).filter(Boolean),
    ).toEqual([1, 4, 7, 10]);
    expect(after.map((cell, index) => (cell !== 'nenhum' ? index + 1 : 0)).filter(Boolean)).toEqual(
      [2, 5, 8, 11],
    );
  });

  it('monthCells agrees with the definition by projectPlan’s dates, for any plans', () => {
    // The definition, on date strings: executed wins, then planned (overdue when the month is past).
    const byDefinition = (plans: PlanInput[], year: number, today: string): MonthCell[] =>
      Array.from({ length: 12 }, (_, index) => {
        const inMonth = (day: string) =>
          day.startsWith(`${year}-${String(index + 1).padStart(2, '0')}-`);
        if (plans.some((candidate) => candidate.execucoes.some(inMonth))) return 'executado';
        if (!plans.some((candidate) => projectPlan(candidate, year).some(inMonth))) return 'nenhum';
        return `${year}-${String(index + 1).padStart(2, '0')}` < today.slice(0, 7)
          ? 'atrasado'
          : 'planejado';
      });
    const day = fc
      .date({
        min: new Date('2024-01-01T00:00:00Z'),
        max: new Date('2028-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const anyPlan = fc.record({
      periodicidade: fc.constantFrom(...PERIODICITIES),
      cadenciaDias: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
      inicio: day,
      execucoes: fc.array(day, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(anyPlan, { maxLength: 3 }),
        fc.integer({ min: 2025, max: 2027 }),
        day,
        (plans, year, today) => {
          expect(monthCells(plans, year, today)).toEqual(byDefinition(plans, year, today));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
