/**
 * The order's site address as one line, as SQL over the contract `c` and its client `cl`:
 * the same rule as `siteAddressSql` (building/site-address.ts), which the PMOC prints —
 * the contract's building address when it has a street or a city, else the client's,
 * whole, never a mix — and the same line as `formatSiteAddress`:
 * `Rua Vergueiro, 1421, Bloco A — Paraíso — São Paulo/SP — CEP 04101-300`.
 * Null when nothing is registered.
 */
export function orderSiteAddressSql(aliases = { contract: 'c', client: 'cl' }): string {
  const { contract: c, client: cl } = aliases;
  const own = `(${c}.logradouro IS NOT NULL OR ${c}.cidade IS NOT NULL)`;
  const line = (from: string, street: string) =>
    `nullif(concat_ws(' — ',
        nullif(concat_ws(', ', nullif(btrim(${from}.${street}), ''), nullif(btrim(${from}.numero), ''),
                         nullif(btrim(${from}.complemento), '')), ''),
        nullif(btrim(${from}.bairro), ''),
        nullif(concat_ws('/', nullif(btrim(${from}.cidade), ''), nullif(btrim(${from}.uf), '')), ''),
        'CEP ' || nullif(btrim(${from}.cep), '')), '')`;
  return `CASE WHEN ${own} THEN ${line(c, 'logradouro')} ELSE ${line(cl, 'endereco')} END`;
}
