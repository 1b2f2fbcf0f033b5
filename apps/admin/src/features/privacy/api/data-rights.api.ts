import type {
  DataSubjectQuery,
  DataSubjectRequestView,
  ErasureReport,
  PersonalDataExport,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';

export const dataRightsKeys = queryKeys('data-rights', {
  requests: 'requests',
  export: (query: DataSubjectQuery) => ['export', query],
  erasure: (query: DataSubjectQuery) => ['erasure', query],
});

const base = '/api/admin/titulares';

/** Where the export of one person's data renders as a PDF. */
export const dataSubjectPdfUrl = (query: DataSubjectQuery) =>
  withQuery(`${base}/dados.pdf`, { ...query });

/** The requests people made about their data, and what the company holds about one person (ADMIN). */
export const dataRightsApi = {
  requests: () => apiClient.get<DataSubjectRequestView[]>(`${base}/pedidos`),
  answer: (id: string, resposta: string) =>
    apiClient.post<DataSubjectRequestView>(`${base}/pedidos/${encodeURIComponent(id)}/atender`, {
      resposta,
    }),
  export: (query: DataSubjectQuery) =>
    apiClient.get<PersonalDataExport>(withQuery(`${base}/dados`, { ...query })),
  /** What erasing the person would do; nothing changes. */
  erasurePreview: (query: DataSubjectQuery) =>
    apiClient.get<ErasureReport>(withQuery(`${base}/eliminacao`, { ...query })),
  erase: (query: DataSubjectQuery) => apiClient.post<ErasureReport>(`${base}/eliminacao`, query),
};
