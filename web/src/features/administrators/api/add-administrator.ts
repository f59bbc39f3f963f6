import { type CreateUser, routes, type User } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** POST /user/add (admin): 201 with the new administrator; 409 when the email is taken. */
export const addAdministrator = (input: CreateUser): Promise<User> => call(routes.users.add, { body: input });

export function useAddAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdministrator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.user] }),
  });
}
