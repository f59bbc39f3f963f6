import { routes, type UpdateUser, type User } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type UpdateAdministratorInput = { id: string; changes: UpdateUser };

/**
 * PATCH /user/update/{id} (admin). A new password also ends every session of that administrator,
 * their own included: the server bumps the token version.
 */
export const updateAdministrator = ({ id, changes }: UpdateAdministratorInput): Promise<User> =>
  call(routes.users.update, { params: { id }, body: changes });

export function useUpdateAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdministrator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.user] }),
  });
}
