import type { EndedSessions, InvitationResult, UserSummary } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys, usersApi } from '../api/users.api';

export type UserAction = 'deactivate' | 'reactivate' | 'endSessions' | 'resendInvitation';

/** One of a user's actions (deactivate, reactivate, end sessions, resend the invitation). */
export function useUserAction(action: UserAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<UserSummary | EndedSessions | InvitationResult> =>
      usersApi[action](id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
