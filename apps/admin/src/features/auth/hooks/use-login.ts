import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, authKeys } from '../api/auth.api';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: (session) => {
      // Whatever is cached belongs to the session that ended (perhaps another user's).
      queryClient.clear();
      queryClient.setQueryData(authKeys.session(), session);
    },
  });
}
