import type {
  IndoorAirAnalysis,
  IndoorAirAnalysisSummary,
  IndoorAirReference,
  IndoorAirSchedule,
  Room,
  RoomsFromSectorsResult,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export const indoorAirKeys = {
  all: ['indoor-air'] as const,
  references: () => [...indoorAirKeys.all, 'references'] as const,
  schedules: () => [...indoorAirKeys.all, 'schedules'] as const,
  analyses: (contractId: string) => [...indoorAirKeys.all, 'analyses', contractId] as const,
  analysis: (id: string) => [...indoorAirKeys.all, 'analysis', id] as const,
  rooms: (contractId: string) => [...indoorAirKeys.all, 'rooms', contractId] as const,
};

const BASE = '/api/fs/qualidade-ar';
const roomsPath = (contractId: string) =>
  `/api/fs/contratos/${encodeURIComponent(contractId)}/ambientes`;

export const indoorAirApi = {
  references: () => apiClient.get<IndoorAirReference[]>(`${BASE}/referencias`),
  /** Every contract's last sampling, next due date and whether its latest analysis failed. */
  schedules: () => apiClient.get<IndoorAirSchedule[]>(`${BASE}/agenda`),
  /** The analyses, latest first; of one contract when given. */
  analyses: (contractId: string) =>
    apiClient.get<IndoorAirAnalysisSummary[]>(
      contractId
        ? `${BASE}/analises?contratoId=${encodeURIComponent(contractId)}`
        : `${BASE}/analises`,
    ),
  analysis: (id: string) =>
    apiClient.get<IndoorAirAnalysis>(`${BASE}/analises/${encodeURIComponent(id)}`),
  /** multipart: the fields, `valores` as JSON and the lab's PDF in `laudo`. */
  create: (form: FormData) => apiClient.postForm<IndoorAirAnalysis>(`${BASE}/analises`, form),
  /** The contract's interval between analyses, in months (null: the default 6). */
  setInterval: ({ contractId, months }: { contractId: string; months: number | null }) =>
    apiClient.put<IndoorAirSchedule>(
      `${BASE}/contratos/${encodeURIComponent(contractId)}/intervalo`,
      { intervaloMeses: months },
    ),
  rooms: (contractId: string) => apiClient.get<Room[]>(roomsPath(contractId)),
  /** First use: one room per sector of the contract's units, the units assigned. */
  roomsFromSectors: (contractId: string) =>
    apiClient.post<RoomsFromSectorsResult>(`${roomsPath(contractId)}/dos-setores`, {}),
};
