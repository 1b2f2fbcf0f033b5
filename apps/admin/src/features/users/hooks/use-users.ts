import { useQuery } from '@tanstack/react-query';
import { userKeys, usersApi } from '../api/users.api';

/** The company's users: active first, then by name. */
export function useUsers() {
  return useQuery({ queryKey: userKeys.list(), queryFn: usersApi.list });
}
