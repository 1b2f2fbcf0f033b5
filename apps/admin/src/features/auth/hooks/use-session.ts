import { useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from '../api/auth.api';

/** The signed-in session; `data` is `null` when nobody is signed in. */
export function useSession() {
  return useQuery({ queryKey: authKeys.session(), queryFn: authApi.fetchSession });
}
