import type { GasDeclaration, RefusedRecord } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const refusedRecordKeys = queryKeys('refused-records', {
  open: 'open',
  declarations: 'declarations',
});

const path = (id: string) => `/api/fs/registros-recusados/${encodeURIComponent(id)}`;
const declaration = (id: string) => `/api/fs/declaracoes-gas/${encodeURIComponent(id)}`;

/** The supervisor's queue: refused phone writes and the units' gas declared from the phone. */
export const refusedRecordsApi = {
  open: () => apiClient.get<RefusedRecord[]>('/api/fs/registros-recusados'),
  resolve: (id: string, nota: string) =>
    apiClient.post<RefusedRecord>(`${path(id)}/resolver`, { nota }),
  declarations: () => apiClient.get<GasDeclaration[]>('/api/fs/declaracoes-gas'),
  confirm: (id: string, motivo: string) =>
    apiClient.post<GasDeclaration>(`${declaration(id)}/confirmar`, { motivo }),
  reject: (id: string, motivo: string) =>
    apiClient.post<GasDeclaration>(`${declaration(id)}/rejeitar`, { motivo }),
};
