import fc from 'fast-check';
import { PERIODICITIES } from '@campo/contracts';
import { planOccurrences } from '../rgm/preventive-compliance';
import { MonthCell, monthCells, monthDates, PlanInput, projectPlan } from './schedule-projection';

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
    // On 31/01 the visit of that day is 26 days after the date due (05/01), more than half a
    // step: it does not serve it (the RGM counts 05/01 missed once its tolerance runs out)
    // but anchors the dates after it. January still owes its date: planned, not executed.
    expect(monthCells([plan('MS', '2026-01-05', ['2026-01-31'])], 2026, '2026-01-31')).toEqual(
      Array(12).fill('planejado'),
    );
    expect(monthCells([plan('MS', '2026-01-05', ['2026-01-31'])], 2026, '2026-02-15')[0]).toBe(
      'atrasado',
    );
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

  it('shows a month partial when one activity was done and another still owes its date', () => {
    // Filters monthly and coil quarterly from 10/01; the January visit did both, the
    // February and March visits only the filters; today is 15/05/2026.
    const filters = plan('MS', '2026-01-10', ['2026-01-10', '2026-02-10', '2026-03-10']);
    const coil = plan('TR', '2026-01-10', ['2026-01-10']);
    expect(monthCells([filters, coil], 2026, '2026-05-15').slice(0, 6)).toEqual([
      'executado', // both served
      'executado', // filters served, coil not due
      'executado',
      'atrasado', // coil's April date missed and filters' too: nothing done
      'planejado',
      'planejado',
    ]);
    // The April visit did the filters only: the coil's date of April is still owed.
    filters.execucoes.push('2026-04-10');
    expect(monthCells([filters, coil], 2026, '2026-05-15')[3]).toBe('parcial');
    // In the current month, one activity done and another ahead is partial too.
    expect(
      monthCells(
        [plan('MS', '2026-01-10', ['2026-05-10']), plan('MS', '2026-05-25')],
        2026,
        '2026-05-15',
      )[4],
    ).toBe('parcial');
  });

  it('shows executed, planned, overdue and none per month', () => {
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
    // 20/02 is within half a quarter (45 days) of 15/01: it serves January's date, late, and
    // the next dates follow it (20/05, 20/08, 20/11).
    expect(after.map((cell, index) => (cell !== 'nenhum' ? index + 1 : 0)).filter(Boolean)).toEqual(
      [1, 2, 5, 8, 11],
    );
    expect(after[0]).toBe('executado');
  });

  describe('past months walk the plan as the RGM of each month counts it', () => {
    // Monthly from 30/01, today 15/06/2026. By hand:
    //   Jan: 30/01 done 30/01.
    //   Feb: 28/02 (a month after 30/01, clamped) done on 03/03, three days into March: within
    //        half a step (15 d), so February was executed (on time, ±3 d), not late.
    //   Mar: re-anchored on 03/03, the next date is 03/04: none in March (03/03 is there).
    //   Apr: 03/04 not done (10/05 is 37 days after it): missed, late.
    //   May: 03/05 done 10/05 (late, +7). Jun (this month): 10/06 due. Then 10/07, 10/08…
    // The old grid projected backwards from 10/05 (10/02, 10/03, 10/04) and showed February late.
    const slipped = plan('MS', '2026-01-30', ['2026-01-30', '2026-03-03', '2026-05-10']);
    const today = '2026-06-15';

    it('a visit slipped into the next month marks its own month executed; a missed one stays late', () => {
      expect(monthCells([slipped], 2026, today)).toEqual([
        'executado',
        'executado',
        'executado',
        'atrasado',
        'executado',
        ...Array(7).fill('planejado'),
      ]);
      expect(monthDates([slipped], 2026, 1, today)).toEqual([
        { plan: slipped, due: '2026-02-28', done: '2026-03-03', late: false },
      ]);
      expect(monthDates([slipped], 2026, 2, today)).toEqual([]);
      expect(monthDates([slipped], 2026, 3, today)).toEqual([
        { plan: slipped, due: '2026-04-03', done: null, late: true },
      ]);
      // June is today's month: its date is still open, as its cell reads.
      expect(monthDates([slipped], 2026, 5, today)).toEqual([
        { plan: slipped, due: '2026-06-10', done: null, late: false },
      ]);
    });

    it('the RGM of each month counts the same', () => {
      const rgm = (inicio: string, fim: string) =>
        planOccurrences(
          {
            periodicidade: 'MS',
            cadenciaDias: null,
            inicio: slipped.inicio,
            ultimaAntes: slipped.execucoes.filter((day) => day < inicio).at(-1) ?? null,
            noPeriodo: slipped.execucoes.filter((day) => day >= inicio),
          },
          { inicio, fim, hoje: today },
        ).map((o) => `${o.prevista} ${o.executada ?? '-'} ${o.situacao}`);
      expect(rgm('2026-02-01', '2026-02-28')).toEqual(['2026-02-28 2026-03-03 no_prazo']);
      expect(rgm('2026-03-01', '2026-03-31')).toEqual([]);
      expect(rgm('2026-04-01', '2026-04-30')).toEqual(['2026-04-03 - nao_executada']);
      expect(rgm('2026-05-01', '2026-05-31')).toEqual(['2026-05-03 2026-05-10 fora_do_prazo']);
    });

    it('a past month whose date is still within its tolerance is planned, not late', () => {
      // Due 30/06 (±3 d): on 02/07 it may still be done on time; on 04/07 it was missed.
      const dueOn30th = plan('MS', '2026-05-30', ['2026-05-30']);
      expect(monthCells([dueOn30th], 2026, '2026-07-02')[5]).toBe('planejado');
      expect(monthCells([dueOn30th], 2026, '2026-07-04')[5]).toBe('atrasado');
    });

    it('the current month is never late', () => {
      expect(monthCells([slipped], 2026, '2026-04-30')[3]).toBe('planejado');
    });
  });

  it('monthCells agrees with the RGM of each month (past and current) and the projection ahead, for any plans', () => {
    // The definition, on date strings, per activity (each plan here): a month up to today's
    // is what planOccurrences (the RGM) finds for it alone, anchored on the last execution
    // before it, each date done, late (past months only) or open; later months are
    // projectPlan's dates, open. An execution in a month where the activity has no date is
    // an extra visit: done. The month: done and owing is partial; done alone executed;
    // then late, then planned.
    const byDefinition = (
      plans: PlanInput[],
      year: number,
      today: string,
      retiredOn: string | null,
    ): MonthCell[] =>
      Array.from({ length: 12 }, (_, index) => {
        const prefix = `${year}-${String(index + 1).padStart(2, '0')}`;
        const inicio = `${prefix}-01`;
        const fim = new Date(Date.UTC(year, index + 1, 0)).toISOString().slice(0, 10);
        const states = plans.flatMap((candidate) => {
          const executed = candidate.execucoes.some((day) => day.startsWith(prefix));
          if (prefix > today.slice(0, 7)) {
            const due = projectPlan(candidate, year).some(
              (day) => day.startsWith(prefix) && (retiredOn === null || day < retiredOn),
            );
            return executed ? ['done'] : due ? ['open'] : [];
          }
          const executions = [...candidate.execucoes].sort();
          const outcomes = planOccurrences(
            {
              periodicidade: candidate.periodicidade,
              cadenciaDias: candidate.cadenciaDias ?? null,
              inicio: candidate.inicio,
              ultimaAntes: executions.filter((day) => day < inicio).at(-1) ?? null,
              noPeriodo: executions.filter((day) => day >= inicio),
              desativadoEm: retiredOn,
            },
            { inicio, fim, hoje: today },
          ).map((occurrence) => occurrence.situacao);
          // No date of its own in the month: an execution there is an extra visit.
          if (outcomes.length === 0) return executed ? ['done'] : [];
          return outcomes.map((o) =>
            o === 'no_prazo' || o === 'fora_do_prazo'
              ? 'done'
              : prefix < today.slice(0, 7) && o === 'nao_executada'
                ? 'late'
                : 'open',
          );
        });
        const owing = states.some((state) => state === 'late' || state === 'open');
        if (states.includes('done')) return owing ? 'parcial' : 'executado';
        if (states.includes('late')) return 'atrasado';
        return states.includes('open') ? 'planejado' : 'nenhum';
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
      execucoes: fc.array(day, { maxLength: 6 }),
    });
    fc.assert(
      fc.property(
        fc.array(anyPlan, { maxLength: 3 }),
        fc.integer({ min: 2025, max: 2027 }),
        day,
        fc.option(day, { nil: null }),
        (plans, year, today, retiredOn) => {
          expect(monthCells(plans, year, today, retiredOn)).toEqual(
            byDefinition(plans, year, today, retiredOn),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
