import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account.api';

/** Changes the signed-in user's password; their other sessions end. */
export function useChangePassword() {
  return useMutation({ mutationFn: accountApi.changePassword });
}
