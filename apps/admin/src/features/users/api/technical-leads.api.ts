import type { ContractTechnicalLead, ContractTechnicalLeadInput } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const technicalLeadKeys = queryKeys('technical-leads', {});

/** Each contract's responsável técnico (who signs its PMOC) and ART/TRT. */
export const technicalLeadsApi = {
  list: () => apiClient.get<ContractTechnicalLead[]>('/api/fs/contratos/responsaveis-tecnicos'),
  set: (contractId: string, input: ContractTechnicalLeadInput) =>
    apiClient.put<ContractTechnicalLead>(
      `/api/fs/contratos/${encodeURIComponent(contractId)}/responsavel-tecnico`,
      input,
    ),
};
