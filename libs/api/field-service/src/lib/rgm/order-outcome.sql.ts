/**
 * How one order fared against its deadline, as SQL over an order `o` and its contract
 * `c`: the columns `criterio` (`sla`, or null without a target) and `prazo`
 * (`no_prazo`, `atrasada`, `em_aberto`, `sem_meta`).
 *
 * This is the RGM's per-order SLA rule (formulas version 2): the contract's response
 * and solution targets, in calendar hours from opening; an order still waiting for an
 * event is late once its due time has passed (judged at `now()`). It stands alone so
 * that the one shared definition of "late" replaces it here when it lands.
 */
export function orderOutcomeColumns(o = 'o', c = 'c'): string {
  const due = (hours: string) => `${o}.abertura + ${c}.${hours} * interval '1 hour'`;
  const late = `(${c}.sla_atendimento_horas IS NOT NULL AND coalesce(${o}.inicio_atendimento, now()) > ${due('sla_atendimento_horas')})
       OR (${c}.sla_solucao_horas IS NOT NULL AND coalesce(${o}.fim_atendimento, now()) > ${due('sla_solucao_horas')})`;
  const hasTarget = `(${c}.sla_atendimento_horas IS NOT NULL OR ${c}.sla_solucao_horas IS NOT NULL)`;
  const waiting = `(${c}.sla_atendimento_horas IS NOT NULL AND ${o}.inicio_atendimento IS NULL)
       OR (${c}.sla_solucao_horas IS NOT NULL AND ${o}.fim_atendimento IS NULL)`;
  return `CASE WHEN ${hasTarget} THEN 'sla' END AS criterio,
     CASE WHEN NOT ${hasTarget} THEN 'sem_meta'
          WHEN ${late} THEN 'atrasada'
          WHEN ${waiting} THEN 'em_aberto'
          ELSE 'no_prazo' END AS prazo`;
}
