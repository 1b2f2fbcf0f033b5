import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi, auditKeys } from '../api/audit.api';

/** One page of the company's audit trail, newest first. */
export function useAudit(pagina: number) {
  return useQuery({
    queryKey: auditKeys.page(pagina),
    queryFn: () => auditApi.page(pagina),
    placeholderData: keepPreviousData,
  });
}
