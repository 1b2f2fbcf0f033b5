import { type LoginRequest, PlatformErrorCode, type SessionInfo } from '@campo/contracts';
import { ApiError, apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const authKeys = queryKeys('auth', { session: 'session' });

/** The signed-in session, or `null` when there is none (the API answers 401). */
async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return await apiClient.get<SessionInfo>('/api/auth/eu');
  } catch (error) {
    if (error instanceof ApiError && error.codigo === PlatformErrorCode.NAO_AUTENTICADO)
      return null;
    throw error;
  }
}

function login(credentials: LoginRequest): Promise<SessionInfo> {
  return apiClient.post<SessionInfo>('/api/auth/login', credentials);
}

function logout(): Promise<null> {
  return apiClient.post<null>('/api/auth/logout');
}

export const authApi = { fetchSession, login, logout };
