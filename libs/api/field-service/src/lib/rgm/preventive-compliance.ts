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
 * - Planned: the dates the annual grid's projection (`projectPlan`) gives in the period,
 *   anchored as the grid was when the period began: on the plan's last execution before
 *   the period, or on its start. So executing in the period never moves what was planned
 *   for it, and a late execution is late, not the new plan.
 * - Executed: each planned occurrence takes the nearest unused execution of its plan dated
 *   in the period, if one is within half the plan's interval (nearest pairs first); an
 *   execution in the days after the period counts too when it is within the occurrence's
 *   tolerance (a visit due on the 30th and done on the 1st, within ±3 days, is on time).
 *   Beyond the tolerance it belongs to the next period, so no execution counts twice.
 * - On time: executed within the tolerance, 10 % of the plan's interval rounded to the day
 *   (D and 2D the same day; SM, QZ ±1; MS ±3; BM ±6; TR ±9; QD ±12; SE ±18; AN ±37; a
 *   custom cadence of N days ±round(N/10)). PT counts as monthly; H (by hour-meter) has no
 *   calendar projection and is left out.
 * - A vencer: an occurrence not yet executed whose tolerance has not run out by today (so
 *   one due at the period's end stays open into the next days); it is left out of the
 *   percentages.
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

/** The planned occurrences of one plan in the period and what became of each. */
export function planOccurrences(
  plan: CompliancePlan,
  period: CompliancePeriod,
): PreventiveOccurrence[] {
  const interval = intervalOf(plan);
  if (interval === null) return [];
  const tolerance = Math.round(interval * TOLERANCE_SHARE);
  const reach = Math.floor(interval / 2);
  const anchor = { ...plan, execucoes: plan.ultimaAntes ? [plan.ultimaAntes] : [] };
  const planned: string[] = [];
  for (let year = yearOf(period.inicio); year <= yearOf(period.fim); year++)
    for (const day of projectPlan(anchor, year))
      if (
        day >= period.inicio &&
        day <= period.fim &&
        !(plan.desativadoEm && day >= plan.desativadoEm)
      )
        planned.push(day);

  // Nearest pairs first, so an execution goes to the occurrence it is closest to. One
  // after the period counts only within the occurrence's tolerance.
  const executions = plan.noPeriodo.filter(
    (day) => day >= period.inicio && day <= addDays(period.fim, tolerance),
  );
  const pairs: Array<{ occurrence: number; execution: number; gap: number }> = [];
  planned.forEach((day, occurrence) =>
    executions.forEach((done, execution) => {
      const gap = daysBetween(day, done);
      const reachable = done <= period.fim ? Math.abs(gap) <= reach : gap <= tolerance;
      if (reachable) pairs.push({ occurrence, execution, gap });
    }),
  );
  pairs.sort(
    (a, b) => Math.abs(a.gap) - Math.abs(b.gap) || a.occurrence - b.occurrence || a.gap - b.gap,
  );
  const matched = new Map<number, { execution: number; gap: number }>();
  const used = new Set<number>();
  for (const pair of pairs) {
    if (matched.has(pair.occurrence) || used.has(pair.execution)) continue;
    matched.set(pair.occurrence, pair);
    used.add(pair.execution);
  }

  return planned.map((day, index): PreventiveOccurrence => {
    const match = matched.get(index);
    if (match) {
      return {
        prevista: day,
        executada: executions[match.execution],
        desvioDias: match.gap,
        toleranciaDias: tolerance,
        situacao: Math.abs(match.gap) <= tolerance ? 'no_prazo' : 'fora_do_prazo',
      };
    }
    const stillOpen = daysBetween(period.hoje, day) + tolerance >= 0;
    return {
      prevista: day,
      executada: null,
      desvioDias: null,
      toleranciaDias: tolerance,
      situacao: stillOpen ? 'a_vencer' : 'nao_executada',
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
