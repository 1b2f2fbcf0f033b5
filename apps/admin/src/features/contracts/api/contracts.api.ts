import type { Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';
import type { ClientRecord, ContractRecord } from './contracts.types';

export const contractKeys = queryKeys('contracts', { contracts: 'contracts', clients: 'clients' });

/** The read API's largest page: every contract and client of a company, in one request. */
const DIRECTORY_PAGE = { porPagina: 200 };

/** The company's contracts and clients, as the read API (every role) shows them. */
export const contractsApi = {
  contracts: () =>
    apiClient.get<Page<ContractRecord>>(withQuery('/api/dados/contrato', DIRECTORY_PAGE)),
  clients: () => apiClient.get<Page<ClientRecord>>(withQuery('/api/dados/cliente', DIRECTORY_PAGE)),
};
