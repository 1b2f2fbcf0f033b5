import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxApi, outboxKeys } from '../api/outbox.api';

/** One page of the company's e-mails, newest first; refreshed while any is still being delivered. */
export function useOutbox(pagina: number) {
  return useQuery({
    queryKey: outboxKeys.page(pagina),
    queryFn: () => outboxApi.page(pagina),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.itens.some((message) => message.status === 'PENDENTE') ? 5000 : false,
  });
}
