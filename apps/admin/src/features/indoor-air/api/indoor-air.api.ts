import type {
  IndoorAirAnalysis,
  IndoorAirAnalysisSummary,
  IndoorAirReference,
  IndoorAirSchedule,
  Room,
  UpdateIndoorAirAnalysisRequest,
  RoomsFromSectorsResult,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const indoorAirKeys = queryKeys('indoor-air', {
  references: 'references',
  schedules: 'schedules',
  analyses: (contractId: string) => ['analyses', contractId],
  analysis: (id: string) => ['analysis', id],
  rooms: (contractId: string) => ['rooms', contractId],
});

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
  /** The report's identity: the lab (CNPJ checked), the report number and the fungal genera. */
  update: ({ id, body }: { id: string; body: UpdateIndoorAirAnalysisRequest }) =>
    apiClient.patch<IndoorAirAnalysis>(`${BASE}/analises/${encodeURIComponent(id)}`, body),
  /** multipart: one more PDF of the lab's report in `laudo`. */
  attachReport: ({ id, form }: { id: string; form: FormData }) =>
    apiClient.postForm<IndoorAirAnalysis>(
      `${BASE}/analises/${encodeURIComponent(id)}/laudos`,
      form,
    ),
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
