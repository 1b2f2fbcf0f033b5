import type { SiteAddress } from '@campo/contracts';

/**
 * The one definition of a contract's site address: the contract's building address
 * when the contract has one (a street or a city), else its client's, whole: never a
 * mix of the two (a contract street with the client's city would be nowhere).
 * `contract` and `client` are the aliases of `contrato` and `cliente` in the query.
 * The select list yields the columns of `SiteAddress`.
 */
export function siteAddressSql(contract = 'c', client = 'cl'): string {
  const own = `(${contract}.logradouro IS NOT NULL OR ${contract}.cidade IS NOT NULL)`;
  const pick = (contractColumn: string, clientColumn: string) =>
    `CASE WHEN ${own} THEN ${contract}.${contractColumn} ELSE ${client}.${clientColumn} END`;
  return [
    `${contract}.edificio AS edificio`,
    `${pick('logradouro', 'endereco')} AS logradouro`,
    ...['numero', 'complemento', 'bairro', 'cidade', 'uf', 'cep'].map(
      (column) => `${pick(column, column)} AS ${column}`,
    ),
    `CASE WHEN ${own} THEN 'contrato' WHEN ${client}.endereco IS NOT NULL OR ${client}.cidade IS NOT NULL THEN 'cliente' END AS origem`,
  ].join(', ');
}

/**
 * The address on one line, as the PMOC and the technician's app print it:
 * `Rua Vergueiro, 1421, Bloco A — Paraíso — São Paulo/SP — CEP 04101-300`.
 * Empty when nothing is known.
 */
export function formatSiteAddress(address: Omit<SiteAddress, 'edificio' | 'origem'>): string {
  const street = [address.logradouro, address.numero, address.complemento]
    .filter(Boolean)
    .join(', ');
  const city = [address.cidade, address.uf].filter(Boolean).join('/');
  return [street, address.bairro, city, address.cep ? `CEP ${address.cep}` : null]
    .filter(Boolean)
    .join(' — ');
}
