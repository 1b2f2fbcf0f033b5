import type { ClientOverview, ContractOverview } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const hubKeys = queryKeys('hub', {
  contract: (id: string) => ['contract', id],
  client: (id: string) => ['client', id],
});

export const hubApi = {
  contract: (id: string) =>
    apiClient.get<ContractOverview>(`/api/fs/contratos/${encodeURIComponent(id)}/visao-geral`),
  client: (id: string) =>
    apiClient.get<ClientOverview>(`/api/fs/clientes/${encodeURIComponent(id)}/visao-geral`),
};

/** The contract's data-processing annex (LGPD art. 39), a PDF for the ADMIN. */
export const processingAnnexUrl = (contractId: string) =>
  `/api/fs/contratos/${encodeURIComponent(contractId)}/anexo-de-tratamento.pdf`;
