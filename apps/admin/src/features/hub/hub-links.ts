import { withQuery } from '../../lib/query-string';

/**
 * Where each block of the hub leads: the list already filtered to the contract, as each
 * list reads its address (the registers filter by the contract's code, the other lists by
 * its id). The documents list has no contract filter: each PMOC links to its document.
 */
export const hubLinks = {
  client: (clientId: string) => `/cadastros/clientes/${encodeURIComponent(clientId)}`,
  contract: (contractId: string) => `/cadastros/contratos/${encodeURIComponent(contractId)}`,
  units: (code: string) =>
    withQuery('/cadastros/equipamentos', { contrato: code, situacao: 'ativos' }),
  rooms: (code: string) => withQuery('/cadastros/ambientes', { contrato: code }),
  orders: (contractId: string, situacao: 'ABERTA' | 'EM_ATENDIMENTO') =>
    withQuery('/ordens', { contratoId: contractId, situacao, ordem: 'prazo' }),
  order: (id: string) => `/ordens/${encodeURIComponent(id)}`,
  requests: (contractId: string) =>
    withQuery('/solicitacoes', { contratoId: contractId, situacao: 'ABERTA' }),
  request: (id: string) => `/solicitacoes/${encodeURIComponent(id)}`,
  rgms: (contractId: string) => withQuery('/rgm', { contratoId: contractId }),
  rgm: (id: string) => `/rgm/${encodeURIComponent(id)}`,
  clientRgm: (clientId: string) => `/rgm/clientes/${encodeURIComponent(clientId)}`,
  documents: () => '/documentos',
  document: (id: string) => `/documentos/${encodeURIComponent(id)}`,
  indoorAir: (contractId: string) => withQuery('/qualidade-ar', { contratoId: contractId }),
  fluids: (ano: number, scope: { contratoId: string } | { clienteId: string }) =>
    withQuery('/fluidos', { ano: String(ano), ...scope }),
};
