/**
 * The local day from which an equipment is no longer planned: the earliest of its own
 * retirement, its contract's retirement (both on the company clock) and the day after its
 * contract's term ends (`contrato.fim`), null while none applies. A SQL fragment over the
 * aliases `e` (equipamento) and `c` (contrato); `timeZone` is the placeholder that holds
 * the company's zone (`'$4'`). The grid, the PMOC, the preventive orders and the RGM's
 * compliance all read the end of planning through it, so the contract's term bounds
 * every projection alike.
 */
export function retiredOnSql(timeZone: string): string {
  return `least((least(e.desativado_em, c.desativado_em) AT TIME ZONE ${timeZone})::date, c.fim + 1)`;
}
