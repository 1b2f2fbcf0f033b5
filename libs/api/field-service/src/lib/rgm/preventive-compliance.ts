import type {
  Periodicity,
  PreventiveFigures,
  PreventiveOccurrence,
  PreventiveOutcome,
} from '@campo/contracts';
import { addDays } from '../common/local-date';
import { projectPlan } from '../schedule/schedule-projection';

/**
 * Preventive compliance of a period: the occurrences each plan had planned in it against
 * the executions recorded in it. A pure module (dates are local `YYYY-MM-DD` strings).
 *
 * - Planned: the dates the annual grid's projection (`projectPlan`) gives, one step after
 *   the plan's last execution (or from its start), walked through the period in order: an
 *   execution re-anchors the dates after it, as the grid does. A visit done late therefore
 *   moves the next date (the September visit done on 8 October puts the next one in
 *   November, not on 29 October), and an extra visit more than half a step ahead of a date
 *   replaces it.
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
export interface CompliancePlan {
  periodicidade: Periodicity;
  cadenciaDias: number | null;
  inicio: string;
  /** The plan's latest execution before the period, or null. */
  ultimaAntes: string | null;
  /** The plan's executions dated in the period and up to its tolerance after it (ascending). */
  noPeriodo: string[];
  /** The local day its equipment (or contract) was retired: nothing is planned from then on. */
  desativadoEm?: string | null;
}

export interface CompliancePeriod {
  inicio: string;
  fim: string;
  /** Today, local, when the RGM is computed. */
  hoje: string;
}

const MONTH = 365.25 / 12;

/** The nominal interval of a plan, in days; null when it has no calendar cadence. */
const NOMINAL_DAYS: Record<Periodicity, number | null> = {
  D: 1,
  '2D': 2,
  SM: 7,
  QZ: 14,
  MS: MONTH,
  BM: 2 * MONTH,
  TR: 3 * MONTH,
  QD: 4 * MONTH,
  SE: 6 * MONTH,
  AN: 12 * MONTH,
  PT: MONTH,
  H: null,
};

/** The share of the interval that still counts as on time (either side of the planned date). */
export const TOLERANCE_SHARE = 0.1;

function intervalOf(plan: Pick<CompliancePlan, 'periodicidade' | 'cadenciaDias'>) {
  return plan.cadenciaDias ?? NOMINAL_DAYS[plan.periodicidade];
}

/** ± days around a planned date that count as on time, for a plan's cadence; null for H. */
export function toleranceDays(
  plan: Pick<CompliancePlan, 'periodicidade' | 'cadenciaDias'>,
): number | null {
  const interval = intervalOf(plan);
  return interval === null ? null : Math.round(interval * TOLERANCE_SHARE);
}

/**
 * The planned occurrences of one plan in the period and what became of each, walking the
 * plan as the grid projects it: each date falls one step after the last execution, so an
 * execution re-anchors the dates after it (a visit done late moves the next one; an extra
 * visit well ahead of a date replaces it).
 */
export function planOccurrences(
  plan: CompliancePlan,
  period: CompliancePeriod,
): PreventiveOccurrence[] {
  const interval = intervalOf(plan);
  if (interval === null) return [];
  const tolerance = Math.round(interval * TOLERANCE_SHARE);
  const reach = Math.floor(interval / 2);
  // Dates before this cannot take an execution of the period: they were missed long ago.
  const earliest = addDays(period.inicio, -reach);
  const last =
    plan.desativadoEm && plan.desativadoEm <= period.fim
      ? addDays(plan.desativadoEm, -1)
      : period.fim;
  const executions = plan.noPeriodo.filter(
    (day) => day >= period.inicio && day <= addDays(period.fim, reach),
  );
  /** The dates the grid projects after `anchor` (the last execution; none: from the start). */
  const datesAfter = (anchor: string | null) => {
    const anchored = { ...plan, execucoes: anchor ? [anchor] : [] };
    const dates: string[] = [];
    for (let year = yearOf(anchor ?? earliest); year <= yearOf(last); year++)
      for (const day of projectPlan(anchored, year))
        if (day >= earliest && day <= last && (anchor === null || day > anchor)) dates.push(day);
    return dates;
  };

  const occurrences: PreventiveOccurrence[] = [];
  let dates = datesAfter(plan.ultimaAntes);
  let next = 0;
  for (let index = 0; index < dates.length;) {
    const day = dates[index];
    const done = executions[next];
    const gap = done === undefined ? null : daysBetween(day, done);
    if (done !== undefined && gap !== null && gap < -reach) {
      // A visit well ahead of this date: the grid anchors on it from now on.
      next += 1;
      dates = datesAfter(done);
      index = 0;
      continue;
    }
    if (done !== undefined && gap !== null && gap <= reach) {
      if (day >= period.inicio)
        occurrences.push({
          prevista: day,
          executada: done,
          desvioDias: gap,
          toleranciaDias: tolerance,
          situacao: Math.abs(gap) <= tolerance ? 'no_prazo' : 'fora_do_prazo',
        });
      next += 1;
      dates = datesAfter(done);
      index = 0;
      continue;
    }
    if (day >= period.inicio) {
      const stillOpen = daysBetween(period.hoje, day) + tolerance >= 0;
      occurrences.push({
        prevista: day,
        executada: null,
        desvioDias: null,
        toleranciaDias: tolerance,
        situacao: stillOpen ? 'a_vencer' : 'nao_executada',
      });
    }
    index += 1;
  }
  return occurrences;
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

/** The figures of a group of occurrences. */
export function complianceFigures(occurrences: readonly PreventiveOccurrence[]): PreventiveFigures {
  const count = (...outcomes: PreventiveOutcome[]) =>
    occurrences.filter((occurrence) => outcomes.includes(occurrence.situacao)).length;
  const aVencer = count('a_vencer');
  const previstas = occurrences.length - aVencer;
  const executadas = count('no_prazo', 'fora_do_prazo');
  const noPrazo = count('no_prazo');
  return {
    previstas,
    executadas,
    noPrazo,
    aVencer,
    conformidadePercentual: percent(executadas, previstas),
    noPrazoPercentual: percent(noPrazo, previstas),
  };
}

function percent(part: number, whole: number) {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
}

function yearOf(day: string) {
  return Number(day.slice(0, 4));
}

/** `to − from` in days. */
function daysBetween(from: string, to: string) {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
