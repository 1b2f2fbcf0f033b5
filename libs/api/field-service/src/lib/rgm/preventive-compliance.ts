import type { PreventiveFigures, PreventiveOccurrence, PreventiveOutcome } from '@campo/contracts';
import { fromDayNumber, toDayNumber } from '@campo/platform';
import { type Cadence, outcomeOf, toleranceDays, walkPeriod } from '../schedule/plan-walk';

export { TOLERANCE_SHARE, toleranceDays } from '../schedule/plan-walk';

/**
 * Preventive compliance of a period (formulas version 4): the occurrences each activity of
 * the units' plans had planned in it against its executions. A "plan" here is one
 * activity of one unit (its cadence, the plan's start, its executions). A pure module
 * (dates are local `YYYY-MM-DD` strings).
 *
 * - Planned: the dates of the plan's walk (`walkPeriods` in schedule/plan-walk.ts, which
 *   the annual grid's past months share), one step after the plan's last execution (or
 *   from its start), walked through the period in order: an execution re-anchors the dates
 *   after it. A visit done late therefore moves the next date (the September visit done on
 *   8 October puts the next one in November, not on 29 October), and an extra visit more
 *   than half a step ahead of a date replaces it.
 * - Executed: a date takes the next execution if it is within half the plan's interval of
 *   it, even one made after the period (a visit due on the 30th and done on the 1st is on
 *   time, within ±3 days; done on the 8th, it is late, not missed). A date just before the
 *   period can take an execution made early in it (the previous month's visit done late):
 *   it re-anchors the walk but counts in its own period, so no execution counts twice.
 * - On time: executed within the tolerance, 10 % of the plan's interval rounded to the day
 *   (D and 2D the same day; SM, QZ ±1; MS ±3; BM ±6; TR ±9; QD ±12; SE ±18; AN ±37; a
 *   custom cadence of N days ±round(N/10)). PT counts as monthly; H (by hour-meter) has no
 *   calendar projection and is left out.
 * - A vencer: a date not yet executed whose tolerance has not run out by today (so one due
 *   at the period's end stays open into the next days); it is left out of the percentages.
 *   A visit made later still counts (late) when the RGM is recalculated.
 */
export interface CompliancePlan extends Cadence {
  cadenciaDias: number | null;
  /** The activity (and its description), named on each occurrence. */
  atividadeId?: string;
  atividade?: string;
  inicio: string;
  /** The plan's latest execution before the period, or null. */
  ultimaAntes: string | null;
  /** The plan's executions dated in the period and up to its tolerance after it (ascending). */
  noPeriodo: string[];
  /** The local day its equipment (or contract) was retired: nothing is planned from then on. */
  desativadoEm?: string | null;
  /** Of `noPeriodo`, the days the activity was recorded not applicable (with a reason). */
  naoSeAplica?: readonly string[];
}

export interface CompliancePeriod {
  inicio: string;
  fim: string;
  /** Today, local, when the RGM is computed. */
  hoje: string;
}

/**
 * The planned occurrences of one plan in the period and what became of each, by the plan's
 * walk (the same the annual grid shows for past months): each date falls one step after
 * the last execution, so an execution re-anchors the dates after it (a visit done late
 * moves the next one; an extra visit well ahead of a date replaces it).
 */
export function planOccurrences(
  plan: CompliancePlan,
  period: CompliancePeriod,
): PreventiveOccurrence[] {
  const tolerance = toleranceDays(plan);
  if (tolerance === null) return [];
  const today = toDayNumber(period.hoje);
  const walked = walkPeriod(
    { ...plan, start: toDayNumber(plan.inicio) },
    plan.ultimaAntes ? toDayNumber(plan.ultimaAntes) : null,
    plan.noPeriodo.map(toDayNumber),
    { start: toDayNumber(period.inicio), end: toDayNumber(period.fim) },
    plan.desativadoEm ? toDayNumber(plan.desativadoEm) : null,
  );
  const notApplicable = new Set(plan.naoSeAplica ?? []);
  return walked.map((date) => {
    const executada = date.done === null ? null : fromDayNumber(date.done);
    return {
      ...(plan.atividadeId && { atividadeId: plan.atividadeId, atividade: plan.atividade }),
      prevista: fromDayNumber(date.due),
      executada,
      desvioDias: date.done === null ? null : date.done - date.due,
      toleranciaDias: tolerance,
      situacao:
        executada !== null && notApplicable.has(executada)
          ? 'nao_se_aplica'
          : outcomeOf(date, tolerance, today),
    };
  });
}

/**
 * Compliance month by month over a window, from one read of the plans: `ultimaAntes` is each
 * plan's last execution before the first month and `noPeriodo` its executions (ascending)
 * over the window. Each month anchors on the last execution before it, exactly as
 * `planOccurrences` does for an RGM of that month alone.
 */
export function monthlyCompliance(
  plans: readonly CompliancePlan[],
  months: ReadonlyArray<{ inicio: string; fim: string }>,
  hoje: string,
): Array<number | null> {
  return months.map((month) => {
    const occurrences = plans.flatMap((plan) => {
      const before = plan.noPeriodo.filter((day) => day < month.inicio);
      return planOccurrences(
        {
          ...plan,
          ultimaAntes: before.at(-1) ?? plan.ultimaAntes,
          noPeriodo: plan.noPeriodo.filter((day) => day >= month.inicio),
        },
        { ...month, hoje },
      );
    });
    return complianceFigures(occurrences).conformidadePercentual;
  });
}

/**
 * The figures of a group of occurrences: due (previstas) = every occurrence but those still
 * ahead (a vencer) and those not applicable; of those, executed on time, outside the
 * tolerance, or never (missed).
 */
export function complianceFigures(occurrences: readonly PreventiveOccurrence[]): PreventiveFigures {
  const count = (...outcomes: PreventiveOutcome[]) =>
    occurrences.filter((occurrence) => outcomes.includes(occurrence.situacao)).length;
  const aVencer = count('a_vencer');
  const naoSeAplica = count('nao_se_aplica');
  const previstas = occurrences.length - aVencer - naoSeAplica;
  const noPrazo = count('no_prazo');
  const foraDoPrazo = count('fora_do_prazo');
  const executadas = noPrazo + foraDoPrazo;
  return {
    previstas,
    executadas,
    noPrazo,
    foraDoPrazo,
    naoExecutadas: previstas - executadas,
    naoSeAplica,
    aVencer,
    conformidadePercentual: percent(executadas, previstas),
    noPrazoPercentual: percent(noPrazo, previstas),
  };
}

function percent(part: number, whole: number) {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
}
