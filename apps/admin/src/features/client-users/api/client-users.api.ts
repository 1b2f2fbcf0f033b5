import type { InvitationResult, InviteUserRequest, UserList } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const clientUserKeys = queryKeys('client-users', {
  list: (clientId: string) => [clientId],
});

const base = (clientId: string) => `/api/fs/clientes/${encodeURIComponent(clientId)}/usuarios`;

/** A client's own users (CLIENTE), who sign in to the client portal. */
export const clientUsersApi = {
  list: (clientId: string) => apiClient.get<UserList>(base(clientId)),
  invite: (clientId: string, input: Omit<InviteUserRequest, 'perfil'>) =>
    apiClient.post<InvitationResult>(base(clientId), input),
};
