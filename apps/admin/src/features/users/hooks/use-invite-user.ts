import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys, usersApi } from '../api/users.api';

/** Invites a person: the user is created and the invitation e-mail sent (or left in the outbox). */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: usersApi.invite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
