import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CreateSectorRequest, Sector, UpdateSectorRequest } from './sectors.types';

export const sectorKeys = queryKeys('sectors', { list: 'list' });

const BASE = '/api/fs/setores';
const sectorPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const sectorsApi = {
  /** Every sector of the company, by name (every role). */
  list: () => apiClient.get<Sector[]>(BASE),
  create: (request: CreateSectorRequest) => apiClient.post<Sector>(BASE, request),
  update: (id: string, request: UpdateSectorRequest) =>
    apiClient.patch<Sector>(sectorPath(id), request),
  remove: (id: string) => apiClient.delete<unknown>(sectorPath(id)),
  /** Retires (`true`) or reactivates a sector; its equipment stay in it. */
  setRetired: (id: string, retire: boolean) =>
    apiClient.post<Sector>(`${sectorPath(id)}/${retire ? 'desativar' : 'reativar'}`, {}),
};
