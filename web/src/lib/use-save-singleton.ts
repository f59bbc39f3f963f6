import type { AnswerData, Endpoint, EndpointInput, Route } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from './api-client';

/** What saving one of the shop's single records sends: its id once it exists, and the body. */
export type SingletonSaveInput<A extends Endpoint> = {
  id: string | undefined;
  input: EndpointInput<A>['body'];
};

/**
 * Saves one of the shop's single records (logo, favicon, banner, SEO, business info, a section
 * heading, site settings): `add` the first time, `update` by id afterwards. The saved record becomes
 * the back office's copy at once, and every query of its tag (the storefront's included) asks again.
 */
export function useSaveSingleton<A extends Endpoint, U extends Endpoint>(spec: {
  add: Route<A>;
  update: Route<U>;
  tag: string;
}) {
  const queryClient = useQueryClient();
  const { add, update, tag } = spec;
  return useMutation({
    // The update takes what the add takes (or part of it): the two bodies are one form's values.
    mutationFn: ({ id, input }: SingletonSaveInput<A>): Promise<AnswerData<A>> =>
      id
        ? (call(update as Route, { params: { id }, body: input } as never) as Promise<AnswerData<A>>)
        : (call(add as Route, { body: input } as never) as Promise<AnswerData<A>>),
    onSuccess: (saved) => {
      queryClient.setQueryData([tag, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [tag] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [tag] });
      }
    },
  });
}
