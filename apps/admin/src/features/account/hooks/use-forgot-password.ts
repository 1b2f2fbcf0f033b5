import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account.api';

/** Asks for a reset link; the answer is the same whether or not the e-mail exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: accountApi.forgotPassword });
}
