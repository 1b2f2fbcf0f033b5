import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxApi, outboxKeys } from '../api/outbox.api';

/** One page of the company's e-mails, newest first. */
export function useOutbox(pagina: number) {
  return useQuery({
    queryKey: outboxKeys.page(pagina),
    queryFn: () => outboxApi.page(pagina),
    placeholderData: keepPreviousData,
  });
}
