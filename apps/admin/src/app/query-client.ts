import { PlatformErrorCode } from '@campo/contracts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/auth.api';
import { ApiError } from '@campo/web-client';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  // A 401 from any query or mutation means the session ended (expired, signed out
  // elsewhere): marking it gone makes `RequireSession` show the login page.
  // The login form's own 401 carries CREDENCIAIS_INVALIDAS and stays on the form.
  const endSessionOn401 = (error: Error) => {
    if (error instanceof ApiError && error.codigo === PlatformErrorCode.NAO_AUTENTICADO) {
      queryClient.setQueryData(authKeys.session(), null);
    }
  };

  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOn401 }),
    mutationCache: new MutationCache({ onError: endSessionOn401 }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; network failures and 5xx may.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  return queryClient;
}
