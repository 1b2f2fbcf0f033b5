/**
 * The local day from which an equipment is no longer planned: the earlier of its own
 * retirement and its contract's, on the company clock (null while both are active). A SQL
 * fragment over the aliases `e` (equipamento) and `c` (contrato); `timeZone` is the
 * placeholder that holds the company's zone (`'$4'`). The grid, the PMOC, the preventive
 * orders and the RGM's compliance all read retirement through it.
 */
export function retiredOnSql(timeZone: string): string {
  return `(least(e.desativado_em, c.desativado_em) AT TIME ZONE ${timeZone})::date`;
}
