import type { AuditEntry, Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';

export const auditKeys = queryKeys('audit', { page: (pagina: number) => ['page', pagina] });

export const AUDIT_PAGE_SIZE = 50;

export const auditApi = {
  page: (pagina: number) =>
    apiClient.get<Page<AuditEntry>>(
      withQuery('/api/admin/auditoria', { pagina, porPagina: AUDIT_PAGE_SIZE }),
    ),
};
