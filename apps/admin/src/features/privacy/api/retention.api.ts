import type {
  CreateLegalHoldRequest,
  LegalHoldView,
  RetentionRunView,
  RetentionTermView,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const retentionKeys = queryKeys('retention', {
  terms: 'terms',
  runs: 'runs',
  holds: 'holds',
});

const terms = '/api/admin/retencao';
const holds = '/api/fs/retencao/bloqueios';

/** The company's retention terms, the daily job's runs and the legal holds (ADMIN). */
export const retentionApi = {
  terms: () => apiClient.get<RetentionTermView[]>(terms),
  /** A term in days, or `null` to go back to the category's default. */
  setTerm: (code: string, dias: number | null) =>
    apiClient.put<RetentionTermView>(`${terms}/${encodeURIComponent(code)}`, { dias }),
  runs: () => apiClient.get<RetentionRunView[]>(`${terms}/execucoes`),
  holds: () => apiClient.get<LegalHoldView[]>(holds),
  createHold: (input: CreateLegalHoldRequest) => apiClient.post<LegalHoldView>(holds, input),
  liftHold: (id: string) =>
    apiClient.post<LegalHoldView>(`${holds}/${encodeURIComponent(id)}/liberar`),
};
