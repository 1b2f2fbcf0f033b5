import { complianceFigures, planOccurrences, toleranceDays } from './preventive-compliance';

const monthly = (ultimaAntes: string | null, noPeriodo: string[]) => ({
  periodicidade: 'MS' as const,
  cadenciaDias: null,
  inicio: '2026-01-10',
  ultimaAntes,
  noPeriodo,
});
const november = (hoje: string) => ({ inicio: '2026-11-01', fim: '2026-11-30', hoje });

describe('preventive compliance', () => {
  it('scales the tolerance with the cadence: 10 % of the interval, to the day', () => {
    const of = (
      periodicidade: 'D' | 'SM' | 'MS' | 'TR' | 'SE' | 'AN' | 'H' | 'PT',
      cadenciaDias: number | null = null,
    ) => toleranceDays({ periodicidade, cadenciaDias });
    expect([of('D'), of('SM'), of('MS'), of('TR'), of('SE'), of('AN'), of('PT')]).toEqual([
      0, 1, 3, 9, 18, 37, 3,
    ]);
    expect(of('MS', 45)).toBe(5);
    expect(of('H')).toBeNull();
  });

  it('starts from the last execution before the period; a late visit counts late for its date', () => {
    expect(planOccurrences(monthly('2026-10-10', ['2026-11-20']), november('2026-12-05'))).toEqual([
      {
        prevista: '2026-11-10',
        executada: '2026-11-20',
        desvioDias: 10,
        toleranciaDias: 3,
        situacao: 'fora_do_prazo',
      },
    ]);
  });

  it('plans nothing from the day its equipment was retired', () => {
    const retired = { ...monthly('2026-10-10', []), desativadoEm: '2026-11-10' };
    expect(planOccurrences(retired, november('2026-12-05'))).toEqual([]);
    const later = { ...monthly('2026-10-10', []), desativadoEm: '2026-11-11' };
    expect(planOccurrences(later, november('2026-12-05')).map((o) => o.prevista)).toEqual([
      '2026-11-10',
    ]);
  });

  it('leaves an occurrence still within its tolerance "a vencer" while the period runs, out of the percentages', () => {
    const running = planOccurrences(monthly('2026-10-10', []), november('2026-11-12'));
    expect(running.map((o) => o.situacao)).toEqual(['a_vencer']);
    expect(complianceFigures(running)).toEqual({
      previstas: 0,
      executadas: 0,
      noPrazo: 0,
      foraDoPrazo: 0,
      naoExecutadas: 0,
      naoSeAplica: 0,
      aVencer: 1,
      conformidadePercentual: null,
      noPrazoPercentual: null,
    });
    expect(
      planOccurrences(monthly('2026-10-10', []), november('2026-11-14')).map((o) => o.situacao),
    ).toEqual(['nao_executada']);
    // One due at the period's end stays open through its tolerance, into the next month…
    const lastDays = { ...monthly('2026-10-28', []), inicio: '2026-01-28' };
    expect(planOccurrences(lastDays, november('2026-12-01')).map((o) => o.situacao)).toEqual([
      'a_vencer',
    ]);
    expect(planOccurrences(lastDays, november('2026-12-02')).map((o) => o.situacao)).toEqual([
      'nao_executada',
    ]);
  });

  it('counts a visit done after the period for its date: on time within the tolerance, late after it', () => {
    const dueOn28th = (noPeriodo: string[]) => ({
      ...monthly('2026-10-28', []),
      inicio: '2026-01-28',
      noPeriodo,
    });
    expect(planOccurrences(dueOn28th(['2026-12-01']), november('2026-12-10'))).toEqual([
      {
        prevista: '2026-11-28',
        executada: '2026-12-01',
        desvioDias: 3,
        toleranciaDias: 3,
        situacao: 'no_prazo',
      },
    ]);
    expect(
      planOccurrences(dueOn28th(['2026-12-08']), november('2026-12-10')).map(
        (o) => `${o.prevista} ${o.executada} ${o.situacao}`,
      ),
    ).toEqual(['2026-11-28 2026-12-08 fora_do_prazo']);
    // And December's walk starts from that visit: its next date is 08/01, nothing in December.
    expect(
      planOccurrences(
        { ...dueOn28th(['2026-12-08']), ultimaAntes: '2026-10-28' },
        { inicio: '2026-12-01', fim: '2026-12-31', hoje: '2027-01-10' },
      ),
    ).toEqual([]);
  });

  it('walks the plan: each visit re-anchors the next dates, and counts once', () => {
    const weekly = {
      periodicidade: 'SM' as const,
      cadenciaDias: null,
      inicio: '2026-11-02',
      ultimaAntes: null,
      noPeriodo: ['2026-11-05', '2026-11-06'],
    };
    // 05/11 is the 02/11 visit, three days late; the next date is a week after it (12/11);
    // 06/11, six days ahead of that, is an extra visit: the dates follow it from then on.
    expect(
      planOccurrences(weekly, november('2026-12-05')).map(
        (o) => `${o.prevista} ${o.executada ?? '-'} ${o.situacao}`,
      ),
    ).toEqual([
      '2026-11-02 2026-11-05 fora_do_prazo',
      '2026-11-13 - nao_executada',
      '2026-11-20 - nao_executada',
      '2026-11-27 - nao_executada',
    ]);
  });
});
