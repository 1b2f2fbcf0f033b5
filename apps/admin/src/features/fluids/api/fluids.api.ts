import type { Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';
import type {
  CreateFluidCylinderRequest,
  CylinderPurpose,
  FluidCylinder,
  FluidDestination,
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
  LeakRepair,
  LeakRepairRequest,
  RefrigerantGas,
} from './fluids.types';

export const fluidKeys = queryKeys('fluids', {
  report: (query: FluidReportQuery) => ['report', query],
  events: 'events',
  eventList: (query: FluidEventQuery) => ['events', 'list', query],
  audit: (id: string) => ['events', 'audit', id],
  gases: 'gases',
  review: (pagina: number) => ['events', 'review', pagina],
  settings: 'settings',
  gasChanges: (equipmentId: string) => ['gas-changes', equipmentId],
  equipment: 'equipment',
  cylinders: (query: CylinderQuery) => ['cylinders', query],
  destinations: (cylinderId: string) => ['cylinders', 'destinations', cylinderId],
});

export interface CylinderQuery {
  finalidade?: CylinderPurpose;
  tipoGas?: string;
  ativo?: boolean;
}

const CYLINDERS = '/api/fs/fluidos/cilindros';
const cylinderPath = (id: string) => `${CYLINDERS}/${encodeURIComponent(id)}`;

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
  recordRepair: (equipmentId: string, request: LeakRepairRequest) =>
    apiClient.post<LeakRepair>(
      `${BASE}/equipamentos/${encodeURIComponent(equipmentId)}/reparos`,
      request,
    ),
  gasChanges: (equipmentId: string) =>
    apiClient.get<GasChange[]>(
      `${BASE}/equipamentos/${encodeURIComponent(equipmentId)}/trocas-de-gas`,
    ),
  cylinders: (query: CylinderQuery) =>
    apiClient.get<FluidCylinder[]>(
      withQuery(CYLINDERS, {
        ...query,
        ativo: query.ativo === undefined ? undefined : String(query.ativo),
      }),
    ),
  createCylinder: (request: CreateFluidCylinderRequest) =>
    apiClient.post<FluidCylinder>(CYLINDERS, request),
  deactivateCylinder: (id: string) =>
    apiClient.post<FluidCylinder>(`${cylinderPath(id)}/desativacao`, {}),
  destinations: (id: string) =>
    apiClient.get<FluidDestination[]>(`${cylinderPath(id)}/destinacoes`),
  /** multipart/form-data: the fields and the certificate in `certificado`. */
  addDestination: (id: string, form: FormData) =>
    apiClient.postForm<FluidDestination>(`${cylinderPath(id)}/destinacoes`, form),
  equipment: () =>
    apiClient.get<Page<EquipmentRecord>>(withQuery('/api/dados/equipamento', { porPagina: 200 })),
};
