import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account.api';

/** Sets the password from an invitation or reset link. */
export function useSetPassword() {
  return useMutation({ mutationFn: accountApi.setPassword });
}
