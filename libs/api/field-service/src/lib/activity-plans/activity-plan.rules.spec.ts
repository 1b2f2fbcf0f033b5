import type { Periodicity, UnitPlanActivity } from '@campo/contracts';
import { dueActivities, isDue, nextDue } from './activity-plan.rules';

/** One activity of a unit's plan, as the view `plano_atividade` gives it. */
const activity = (
  id: string,
  periodicidade: Periodicity,
  values: Partial<UnitPlanActivity> = {},
): UnitPlanActivity => ({
  atividadeId: id,
  componente: id,
  descricao: `Atividade ${id}`,
  periodicidade,
  intervaloHoras: null,
  criterio: 'ok',
  fonte: 'Portaria',
  origem: 'catalogo',
  ajustada: false,
  justificativa: null,
  ultimaExecucao: null,
  ativo: true,
  ...values,
});

describe('activity plans', () => {
  describe('a unit with a monthly and a quarterly activity', () => {
    const plan = [activity('filtros', 'MS'), activity('serpentina', 'TR')];
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

  it('leaves out the activities switched off for the unit', () => {
    const plan = [
      activity('filtros', 'MS'),
      activity('dreno', 'MS', { ativo: false, ajustada: true }),
      activity('x1', 'TR', { origem: 'unidade' }),
    ];
    expect(dueActivities(plan, new Map(), null, '2027-01-01').map((a) => a.atividadeId)).toEqual([
      'filtros',
      'x1',
    ]);
  });

  it('asks a fortnightly visit no half-yearly activity executed last month', () => {
    const plan = [activity('dreno', 'QZ'), activity('serpentina', 'SE')];
    const last = new Map([
      ['dreno', '2027-03-02'],
      ['serpentina', '2027-02-16'],
    ]);
    expect(dueActivities(plan, last, '2027-01-01', '2027-03-16').map((a) => a.atividadeId)).toEqual(
      ['dreno'],
    );
  });
});
