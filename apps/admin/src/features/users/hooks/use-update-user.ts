import type { UpdateUserRequest } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys, usersApi } from '../api/users.api';

/** Renames a user or changes their role. */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserRequest) => usersApi.update(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
