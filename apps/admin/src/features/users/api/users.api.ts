import type {
  EndedSessions,
  InvitationResult,
  InviteUserRequest,
  UpdateUserRequest,
  UserList,
  UserSummary,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const userKeys = queryKeys('users', { list: 'list' });

const BASE = '/api/admin/usuarios';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const usersApi = {
  list: () => apiClient.get<UserList>(BASE),
  invite: (input: InviteUserRequest) => apiClient.post<InvitationResult>(BASE, input),
  update: (id: string, input: UpdateUserRequest) => apiClient.patch<UserSummary>(one(id), input),
  deactivate: (id: string) => apiClient.post<UserSummary>(`${one(id)}/desativar`),
  reactivate: (id: string) => apiClient.post<UserSummary>(`${one(id)}/reativar`),
  endSessions: (id: string) => apiClient.post<EndedSessions>(`${one(id)}/encerrar-sessoes`),
  resendInvitation: (id: string) => apiClient.post<InvitationResult>(`${one(id)}/reenviar-convite`),
};
