/**
 * How every reader of the units' plans (the annual grid and its cell, the preventive
 * orders, the RGM's compliance, the PMOC) gets what the walk needs of each activity: SQL
 * fragments over the view `plano_atividade` (the plan) and `execucao_atividade` (what was
 * executed), so they all read the same dates.
 */

/**
 * The executions of one unit activity, over the alias `pa` (plano_atividade), as a
 * `LEFT JOIN LATERAL … x`: the latest (`x.ultima`), the latest before `from` (`x.antes`),
 * those from `from` to `to` ascending (`x.dentro`, and as space-separated day numbers since
 * 1970-01-01 in `x.dias`) and, of those, the days recorded not applicable (`x.nao_se_aplica`). `from` and `to` are SQL expressions (placeholders). One
 * index lookup per activity (`execucao_atividade_unidade_idx`), so the cost follows the
 * activities read, whatever the planner's statistics say.
 */
export function activityExecutionsJoin(from: string, to: string): string {
  return `LEFT JOIN LATERAL (
    SELECT max(xa.data) AS ultima,
           max(xa.data) FILTER (WHERE xa.data < ${from}) AS antes,
           array_agg(xa.data ORDER BY xa.data) FILTER (WHERE xa.data >= ${from} AND xa.data <= ${to}) AS dentro,
           array_agg(xa.data ORDER BY xa.data) FILTER (WHERE xa.resultado = 'NAO_SE_APLICA' AND xa.data >= ${from} AND xa.data <= ${to}) AS nao_se_aplica,
           string_agg((xa.data - DATE '1970-01-01')::text, ' ' ORDER BY xa.data) FILTER (WHERE xa.data >= ${from} AND xa.data <= ${to}) AS dias
      FROM execucao_atividade xa
     WHERE xa.empresa_id = pa.empresa_id AND xa.equipamento_id = pa.equipamento_id AND xa.atividade_id = pa.atividade_id) x ON true`;
}

/**
 * The history from before the platform, over the alias `e` (equipamento), per unit: a unit whose
 * plan has no start of its own (an imported unit, planned from the day it arrived) and no
 * activity execution recorded yet takes its ingested `ultima_preventiva` as the last
 * execution of every activity, so the walk steps from it; null once the unit's plan gets a
 * start or any execution is recorded.
 */
export const UNIT_HISTORY_SQL = `CASE WHEN NOT EXISTS (SELECT 1 FROM execucao_atividade h
                                      WHERE h.empresa_id = e.empresa_id AND h.equipamento_id = e.id)
                                  AND NOT EXISTS (SELECT 1 FROM plano_unidade s
                                      WHERE s.empresa_id = e.empresa_id AND s.equipamento_id = e.id)
                                 THEN e.ultima_preventiva END`;

/**
 * A unit's average hours of use per day: over its hour-meter readings of the 365 days up to
 * its latest one, (last − first reading) ÷ days between them, when at least two readings a
 * week apart show the meter moving; else null. `company` and `unit` are SQL expressions.
 */
export function HOURS_PER_DAY_SQL(company: string, unit: string): string {
  return `SELECT (max(l.horas) - min(l.horas)) / (max(l.data) - min(l.data))
            FROM leitura_horimetro l
           WHERE l.empresa_id = ${company} AND l.equipamento_id = ${unit}
             AND l.data > (SELECT max(u.data) FROM leitura_horimetro u
                            WHERE u.empresa_id = ${company} AND u.equipamento_id = ${unit}) - 365
          HAVING max(l.data) - min(l.data) >= 7 AND max(l.horas) > min(l.horas)`;
}

/**
 * The cadence in days of an activity by hours of use (H), over the alias `pa`
 * (plano_atividade): its interval in hours ÷ the unit's hours of use per day, rounded up
 * (1 to 366 days: the walk reads executions up to half a year past a window); null for other codes, or while the readings do not show the use.
 * The walk then steps an H activity by it like any cadence: its next date is its last
 * execution plus the days its interval of use takes at the unit's pace.
 */
export const HOUR_CADENCE_SQL = `CASE WHEN pa.periodicidade = 'H' AND pa.intervalo_horas IS NOT NULL THEN
    (SELECT least(366, greatest(1, ceil(pa.intervalo_horas / rate)))::int
       FROM (${HOURS_PER_DAY_SQL('pa.empresa_id', 'pa.equipamento_id')}) AS uso (rate))
  END`;

/**
 * Half a step of the longest calendar cadence (AN), in days: how far after a window's end
 * an execution can still serve one of its dates.
 */
export const WALK_REACH_DAYS = 183;
