import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../users/api/users.api';
import { clientUserKeys, clientUsersApi } from '../api/client-users.api';

export function useClientUsers(clientId: string) {
  return useQuery({
    queryKey: clientUserKeys.list(clientId),
    queryFn: () => clientUsersApi.list(clientId),
  });
}

/** Invites a person of the client to the portal (the company's user list shows them too). */
export function useInviteClientUser(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { nome: string; email: string }) => clientUsersApi.invite(clientId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientUserKeys.list(clientId) });
      await queryClient.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}
