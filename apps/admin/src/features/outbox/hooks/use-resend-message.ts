import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxApi, outboxKeys } from '../api/outbox.api';

/** Puts an undelivered message back in the delivery queue. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => outboxApi.resend(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
