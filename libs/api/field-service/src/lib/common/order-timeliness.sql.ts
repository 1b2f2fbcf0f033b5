/** The punctuality tolerance until the company sets its own (DESIGN.md: 60 min). */
export const DEFAULT_PUNCTUALITY_TOLERANCE_MINUTES = 60;

/** The key of the company's settings (`companies.settings`) that holds the tolerance. */
export const PUNCTUALITY_TOLERANCE_SETTING = 'toleranciaPontualidadeMinutos';

/**
 * The one definition of an order's timeliness (RGM formulas version 3), as SQL: which clock
 * measures the order, its due times, and where it stands against them. The order list and
 * its "Atrasada" badge, dispatch, the technician app's "Atrasadas" and the RGM (SLA of
 * calls, punctuality of scheduled orders, the order list) all read it, so they cannot
 * disagree.
 *
 * Kind (`OrderTimelinessKind`):
 * - `chamado` (call): an order opened on demand, i.e. type CORRETIVA (scheduled or not:
 *   a corrective's clock runs from the client's call), or INSTALACAO/OUTRO without
 *   `agendada_para`. Due times: the contract's targets in calendar hours from `abertura`
 *   (response: attendance started; solution: attendance finished). A call meets its SLA
 *   when it meets every target the contract sets.
 * - `agendada` (scheduled): any other order with `agendada_para` (a scheduled preventive
 *   included). Due: attendance started by `agendada_para` plus the company's punctuality
 *   tolerance (`companies.settings.toleranciaPontualidadeMinutos`, default 60 min).
 * - `preventiva`: a preventive without a schedule. No clock of its own: preventives are
 *   judged by their plan's compliance (`preventive-compliance.ts`).
 *
 * Outcome (`OrderTimelinessOutcome`):
 * - `cancelada`: cancelled; never late, outside every percentage.
 * - `sem_meta`: nothing to measure (a call whose contract sets no target, an unscheduled preventive).
 * - `atrasada`: a due time was missed: the event happened after it, or it has not happened and
 *   `now` is past it. Final once missed, also for an order still open.
 * - `no_prazo`: every due time met (the events happened, each by its due time).
 * - `em_aberto`: not decided yet: an event still to come whose due time has not passed.
 *
 * An order finished without a recorded start (an ERP's) counts its attendance as started
 * at its end, the latest it can have started.
 *
 * Use: `CROSS JOIN LATERAL (${orderTimelinessSql()}) t` over the aliases `o`
 * (ordem_servico) and `c` (its contrato), giving `t.kind`, `t.outcome`, `t.response_due`,
 * `t.solution_due`, `t.start_due` (null when that clock does not apply) and
 * `t.tolerance_minutes`. "Late" everywhere is `t.outcome = 'atrasada'`.
 */
export function orderTimelinessSql(
  aliases: { order: string; contract: string } = { order: 'o', contract: 'c' },
  now = 'now()',
): string {
  const o = aliases.order;
  const c = aliases.contract;
  return `
    SELECT d.kind, d.response_due, d.solution_due, d.start_due, d.tolerance_minutes,
           CASE
             WHEN ${o}.status = 'CANCELADA' THEN 'cancelada'
             WHEN d.kind = 'preventiva' THEN 'sem_meta'
             WHEN d.kind = 'chamado' AND d.response_due IS NULL AND d.solution_due IS NULL THEN 'sem_meta'
             WHEN (coalesce(d.started, ${now}) > d.response_due
                   OR coalesce(${o}.fim_atendimento, ${now}) > d.solution_due
                   OR coalesce(d.started, ${now}) > d.start_due) IS TRUE THEN 'atrasada'
             WHEN (d.response_due IS NULL OR d.started IS NOT NULL)
                  AND (d.solution_due IS NULL OR ${o}.fim_atendimento IS NOT NULL)
                  AND (d.start_due IS NULL OR d.started IS NOT NULL) THEN 'no_prazo'
             ELSE 'em_aberto'
           END AS outcome
      FROM (SELECT k.kind, k.started, k.tolerance_minutes,
                   CASE WHEN k.kind = 'chamado'
                        THEN ${o}.abertura + ${c}.sla_atendimento_horas * interval '1 hour' END AS response_due,
                   CASE WHEN k.kind = 'chamado'
                        THEN ${o}.abertura + ${c}.sla_solucao_horas * interval '1 hour' END AS solution_due,
                   CASE WHEN k.kind = 'agendada'
                        THEN ${o}.agendada_para + k.tolerance_minutes * interval '1 minute' END AS start_due
              FROM (SELECT CASE WHEN ${o}.tipo = 'CORRETIVA'
                                  OR (${o}.tipo <> 'PREVENTIVA' AND ${o}.agendada_para IS NULL) THEN 'chamado'
                                WHEN ${o}.agendada_para IS NOT NULL THEN 'agendada'
                                ELSE 'preventiva' END AS kind,
                           coalesce(${o}.inicio_atendimento, ${o}.fim_atendimento) AS started,
                           ${punctualityToleranceSql(`${o}.empresa_id`)} AS tolerance_minutes) k) d`;
}

/** The company's punctuality tolerance in minutes (its setting, or the default), as a scalar subquery. */
export function punctualityToleranceSql(companyId: string): string {
  return `(SELECT coalesce((s.settings->>'${PUNCTUALITY_TOLERANCE_SETTING}')::int, ${DEFAULT_PUNCTUALITY_TOLERANCE_MINUTES})
             FROM companies s WHERE s.id = ${companyId})`;
}

/**
 * The order's next due time, from the clock `t` of `orderTimelinessSql()` over the order
 * `o`: a call's response target until attendance starts, then its solution target; a
 * scheduled order's start (time + tolerance); a plan's preventive without a schedule, the
 * start of its planned day (`data_planejada`, in the time zone `timeZone`). Null: no due time.
 */
export function orderDueSql(timeZone: string, aliases = { order: 'o', clock: 't' }): string {
  const o = aliases.order;
  const t = aliases.clock;
  return `CASE WHEN ${t}.kind = 'chamado'
               THEN CASE WHEN coalesce(${o}.inicio_atendimento, ${o}.fim_atendimento) IS NULL
                         THEN coalesce(${t}.response_due, ${t}.solution_due) ELSE ${t}.solution_due END
               WHEN ${t}.kind = 'agendada' THEN ${t}.start_due
               ELSE ${o}.data_planejada::timestamp AT TIME ZONE ${timeZone} END`;
}
