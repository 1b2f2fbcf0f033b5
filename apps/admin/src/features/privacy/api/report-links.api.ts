import type { PublicReportLinkView } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const reportLinkKeys = queryKeys('report-links', { list: 'list' });

const base = '/api/fs/links-de-relatorio';

/** The no-login links e-mailed with visit reports, still within their term. */
export const reportLinksApi = {
  list: () => apiClient.get<PublicReportLinkView[]>(base),
  revoke: (id: string) => apiClient.delete<null>(`${base}/${encodeURIComponent(id)}`),
};
