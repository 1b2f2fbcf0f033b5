import type { UnitPlanActivity } from '@campo/contracts';
import { type CatalogueRow, dueActivities, isDue, nextDue, unitPlan } from './activity-plan.rules';

const catalogueRow = (id: string, periodicidade: CatalogueRow['periodicidade']): CatalogueRow => ({
  id,
  componente: id,
  descricao: `Atividade ${id}`,
  periodicidade,
  criterio: 'ok',
  fonte: 'Portaria',
  ativo: true,
});

describe('activity plans', () => {
  describe('a unit with a monthly and a quarterly activity', () => {
    const plan = unitPlan([catalogueRow('filtros', 'MS'), catalogueRow('serpentina', 'TR')], []);
    const dueIn = (visit: string, last: Record<string, string>) =>
      dueActivities(plan, new Map(Object.entries(last)), '2027-01-10', visit).map(
        (activity) => activity.atividadeId,
      );

    it('shows the quarterly one only in the months it is due, the monthly one every month', () => {
      // Executed at every visit, as the technician would: each month's visit moves the dates.
      const last: Record<string, string> = {};
      const months: string[][] = [];
      for (let month = 1; month <= 12; month++) {
        const visit = `2027-${String(month).padStart(2, '0')}-12`;
        const due = dueIn(visit, last);
        months.push(due);
        for (const id of due) last[id] = visit;
      }
      expect(months.map((due) => due.includes('serpentina'))).toEqual([
        true,
        false,
        false,
        true,
        false,
        false,
        true,
        false,
        false,
        true,
        false,
        false,
      ]);
      expect(months.every((due) => due.includes('filtros'))).toBe(true);
    });

    it('asks a missed quarterly activity again at the next visit', () => {
      expect(dueIn('2027-04-20', { filtros: '2027-03-12', serpentina: '2027-01-12' })).toEqual([
        'filtros',
        'serpentina',
      ]);
      expect(dueIn('2027-05-20', { filtros: '2027-04-20', serpentina: '2027-01-12' })).toEqual([
        'filtros',
        'serpentina',
      ]);
      expect(dueIn('2027-05-20', { filtros: '2027-04-20', serpentina: '2027-04-20' })).toEqual([
        'filtros',
      ]);
    });

    it('asks nothing before the plan starts and everything at its first visit', () => {
      expect(dueIn('2026-12-20', {})).toEqual([]);
      expect(dueIn('2027-01-03', {})).toEqual(['filtros', 'serpentina']);
    });
  });

  it('steps calendar months with the day clamped, and days for day codes', () => {
    expect(nextDue('MS', '2027-01-31', null)).toBe('2027-02-28');
    expect(nextDue('TR', '2027-11-30', null)).toBe('2028-02-29');
    expect(nextDue('AN', '2027-03-01', null)).toBe('2028-03-01');
    expect(nextDue('QZ', '2027-01-25', null)).toBe('2027-02-08');
    expect(isDue('QZ', '2027-01-25', null, '2027-02-07')).toBe(false);
    expect(isDue('QZ', '2027-01-25', null, '2027-02-08')).toBe(true);
    expect(nextDue('SE', null, '2027-01-10')).toBe('2027-01-10');
  });

  it('asks an hour-meter activity at every visit and a one-off one until it is executed', () => {
    expect(isDue('H', '2027-03-01', '2027-01-01', '2027-03-02')).toBe(true);
    expect(isDue('PT', null, '2027-01-01', '2027-03-02')).toBe(true);
    expect(isDue('PT', '2027-02-01', '2027-01-01', '2027-03-02')).toBe(false);
    expect(isDue('MS', null, null, '2027-03-02')).toBe(true); // no start known: due at once
  });

  it('applies a unit’s adjustments: a periodicity, an activity switched off, an extra one', () => {
    const plan = unitPlan(
      [
        catalogueRow('filtros', 'SE'),
        catalogueRow('dreno', 'MS'),
        { ...catalogueRow('off', 'AN'), ativo: false },
      ],
      [
        {
          id: 'a1',
          atividadeId: 'filtros',
          periodicidade: 'MS',
          ativo: true,
          componente: null,
          descricao: null,
          criterio: null,
        },
        {
          id: 'a2',
          atividadeId: 'dreno',
          periodicidade: null,
          ativo: false,
          componente: null,
          descricao: null,
          criterio: null,
        },
        {
          id: 'x1',
          atividadeId: null,
          periodicidade: 'TR',
          ativo: true,
          componente: 'Pressão',
          descricao: 'Medir pressão da sala',
          criterio: 'Positiva',
        },
      ],
    );
    expect(
      plan.map((activity: UnitPlanActivity) => [
        activity.atividadeId,
        activity.periodicidade,
        activity.origem,
        activity.ajustada,
        activity.ativo,
      ]),
    ).toEqual([
      ['filtros', 'MS', 'catalogo', true, true],
      ['dreno', 'MS', 'catalogo', true, false],
      ['x1', 'TR', 'unidade', false, true],
    ]);
    expect(dueActivities(plan, new Map(), null, '2027-01-01').map((a) => a.atividadeId)).toEqual([
      'filtros',
      'x1',
    ]);
  });
});
