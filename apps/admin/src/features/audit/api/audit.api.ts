import type { AuditEntry, Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export const auditKeys = {
  all: ['audit'] as const,
  page: (pagina: number) => [...auditKeys.all, 'page', pagina] as const,
};

export const AUDIT_PAGE_SIZE = 50;

export const auditApi = {
  page: (pagina: number) =>
    apiClient.get<Page<AuditEntry>>(
      `/api/admin/auditoria?${new URLSearchParams({ pagina: String(pagina), porPagina: String(AUDIT_PAGE_SIZE) })}`,
    ),
};
