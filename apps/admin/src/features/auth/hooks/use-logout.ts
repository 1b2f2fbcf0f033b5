import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '../api/auth.api';
import { LOGIN_PATH } from '../login-path';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.logout,
    onSuccess: async () => {
      // Leave the signed-in pages first, so that nothing still on screen refetches.
      await navigate(LOGIN_PATH, { replace: true });
      queryClient.clear();
    },
  });
}
