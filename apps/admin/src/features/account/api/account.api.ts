import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  SetPasswordRequest,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export const accountApi = {
  setPassword: (input: SetPasswordRequest) =>
    apiClient.post<null>('/api/auth/definir-senha', input),
  forgotPassword: (input: ForgotPasswordRequest) =>
    apiClient.post<null>('/api/auth/esqueci-senha', input),
  changePassword: (input: ChangePasswordRequest) => apiClient.post<null>('/api/auth/senha', input),
};
