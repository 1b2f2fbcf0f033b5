import type { Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';
import type {
  CorrectFluidEventRequest,
  CreateFluidEventRequest,
  EquipmentRecord,
  FluidAuditEntry,
  FluidEventQuery,
  FluidEventView,
  FluidReport,
  FluidReportQuery,
  FluidSettings,
  GasChange,
  GasChangeRequest,
  RefrigerantGas,
} from './fluids.types';

export const fluidKeys = {
  all: ['fluids'] as const,
  report: (query: FluidReportQuery) => [...fluidKeys.all, 'report', query] as const,
  events: () => [...fluidKeys.all, 'events'] as const,
  eventList: (query: FluidEventQuery) => [...fluidKeys.events(), 'list', query] as const,
  audit: (id: string) => [...fluidKeys.events(), 'audit', id] as const,
  gases: () => [...fluidKeys.all, 'gases'] as const,
  review: (pagina: number) => [...fluidKeys.events(), 'review', pagina] as const,
  settings: () => [...fluidKeys.all, 'settings'] as const,
  gasChanges: (equipmentId: string) => [...fluidKeys.all, 'gas-changes', equipmentId] as const,
  equipment: () => [...fluidKeys.all, 'equipment'] as const,
};

const BASE = '/api/fs/fluidos';
const REPORT = `${BASE}/relatorio-anual`;
const eventPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The CSV of the report (a plain link: the browser downloads it with the session cookie). */
export function reportCsvUrl(query: FluidReportQuery): string {
  return withQuery(REPORT, { ...query, formato: 'csv' });
}

/** The report as a PDF (A4 landscape), with the same year and filters. */
export function reportPdfUrl(query: FluidReportQuery): string {
  return withQuery(`${REPORT}/pdf`, { ...query });
}

export const fluidsApi = {
  report: (query: FluidReportQuery) => apiClient.get<FluidReport>(withQuery(REPORT, { ...query })),
  events: (query: FluidEventQuery) =>
    apiClient.get<Page<FluidEventView>>(withQuery(BASE, { ...query })),
  create: (request: CreateFluidEventRequest) => apiClient.post<FluidEventView>(BASE, request),
  correct: (id: string, request: CorrectFluidEventRequest) =>
    apiClient.patch<FluidEventView>(eventPath(id), request),
  remove: (id: string, motivo: string) => apiClient.delete<unknown>(eventPath(id), { motivo }),
  audit: (id: string) => apiClient.get<FluidAuditEntry[]>(`${eventPath(id)}/auditoria`),
  gases: () => apiClient.get<RefrigerantGas[]>(`${BASE}/gases`),
  review: (pagina: number) =>
    apiClient.get<Page<FluidEventView>>(withQuery(`${BASE}/revisao`, { pagina })),
  confirm: (id: string, motivo: string) =>
    apiClient.post<FluidEventView>(`${eventPath(id)}/confirmacao`, { motivo }),
  settings: () => apiClient.get<FluidSettings>(`${BASE}/parametros`),
  saveSettings: (settings: FluidSettings) =>
    apiClient.put<FluidSettings>(`${BASE}/parametros`, settings),
  changeGas: (equipmentId: string, request: GasChangeRequest) =>
    apiClient.post<GasChange[]>(
      `${BASE}/equipamentos/${encodeURIComponent(equipmentId)}/troca-de-gas`,
      request,
    ),
  gasChanges: (equipmentId: string) =>
    apiClient.get<GasChange[]>(
      `${BASE}/equipamentos/${encodeURIComponent(equipmentId)}/trocas-de-gas`,
    ),
  equipment: () =>
    apiClient.get<Page<EquipmentRecord>>(withQuery('/api/dados/equipamento', { porPagina: 200 })),
};
