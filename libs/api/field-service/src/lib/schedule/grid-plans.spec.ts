import { toDayNumber } from '@campo/platform';
import { gridCells, gridOf, monthCells, type PlanInput } from './schedule-projection';
import { unpackPlan } from './schedule.service';

/** A plan as `gridPlans` packs it (day numbers; empty fields for nulls). */
function pack(plan: {
  periodicidade: string;
  cadenciaDias?: number;
  inicio: string;
  ultima?: string;
  antesDoAno?: string;
  noAno?: string[];
}) {
  const day = (text?: string) => (text ? String(toDayNumber(text)) : '');
  return [
    plan.periodicidade,
    plan.cadenciaDias ?? '',
    day(plan.inicio),
    day(plan.ultima),
    day(plan.antesDoAno),
    ...(plan.noAno ?? []).map(day),
  ].join(' ');
}

describe('the annual grid’s packed plans', () => {
  it('reads the cadence, the start and the executions, sorted, the latest once', () => {
    const plan = unpackPlan(
      pack({
        periodicidade: 'SM',
        cadenciaDias: 10,
        inicio: '2025-06-01',
        ultima: '2026-04-02',
        antesDoAno: '2025-12-20',
        noAno: ['2026-04-02', '2026-02-01'],
      }),
      null,
    );
    expect(plan).toEqual({
      periodicidade: 'SM',
      cadenciaDias: 10,
      start: toDayNumber('2025-06-01'),
      executions: ['2025-12-20', '2026-02-01', '2026-04-02'].map(toDayNumber),
    });
  });

  it('reads a plan without cadence nor executions, and one whose latest is before the year', () => {
    expect(unpackPlan(pack({ periodicidade: 'MS', inicio: '2026-03-10' }), null)).toEqual({
      periodicidade: 'MS',
      cadenciaDias: null,
      start: toDayNumber('2026-03-10'),
      executions: [],
    });
    const before = pack({
      periodicidade: 'TR',
      inicio: '2024-01-10',
      ultima: '2025-11-03',
      antesDoAno: '2025-11-03',
    });
    expect(unpackPlan(before, null).executions).toEqual([toDayNumber('2025-11-03')]);
  });

  it('keeps only the executions up to the day the grid is read as of', () => {
    const packed = pack({
      periodicidade: 'MS',
      inicio: '2025-01-10',
      ultima: '2026-05-11',
      antesDoAno: '2025-12-10',
      noAno: ['2026-02-10', '2026-05-11'],
    });
    expect(unpackPlan(packed, toDayNumber('2026-02-10')).executions).toEqual(
      ['2025-12-10', '2026-02-10'].map(toDayNumber),
    );
  });

  it('gives the cells monthCells gives for the same plans', () => {
    const plans: PlanInput[] = [
      {
        periodicidade: 'MS',
        inicio: '2025-01-31',
        execucoes: ['2025-12-30', '2026-03-02', '2026-06-29'],
      },
      { periodicidade: 'QZ', inicio: '2026-02-01', execucoes: ['2026-02-15'] },
      { periodicidade: 'AN', inicio: '2024-08-12', execucoes: [] },
    ];
    const packed = plans.map((plan) =>
      unpackPlan(
        pack({
          periodicidade: plan.periodicidade,
          inicio: plan.inicio,
          ultima: [...plan.execucoes].sort().at(-1),
          noAno: plan.execucoes,
        }),
        null,
      ),
    );
    for (const today of ['2026-07-20', '2025-12-31', '2027-01-05'])
      for (const retired of [null, '2026-09-15'])
        expect(
          gridCells(packed, gridOf(2026, today), retired === null ? null : toDayNumber(retired)),
        ).toEqual(monthCells(plans, 2026, today, retired));
  });
});

describe('the packed plans’ numbers', () => {
  it('reads days before 1970 and long cadences', () => {
    const plan = unpackPlan(
      pack({
        periodicidade: 'D',
        cadenciaDias: 1095,
        inicio: '1969-12-25',
        ultima: '1969-12-31',
        antesDoAno: '1969-12-31',
      }),
      null,
    );
    expect(plan).toEqual({
      periodicidade: 'D',
      cadenciaDias: 1095,
      start: -7,
      executions: [-1],
    });
  });
});
