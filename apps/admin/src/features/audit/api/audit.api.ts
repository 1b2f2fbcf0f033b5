import type { AuditEntry, Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';

export const auditKeys = {
  all: ['audit'] as const,
  page: (pagina: number) => [...auditKeys.all, 'page', pagina] as const,
};

export const AUDIT_PAGE_SIZE = 50;

export const auditApi = {
  page: (pagina: number) =>
    apiClient.get<Page<AuditEntry>>(
      withQuery('/api/admin/auditoria', { pagina, porPagina: AUDIT_PAGE_SIZE }),
    ),
};
