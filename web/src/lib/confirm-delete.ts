import { notify } from '@/lib/notify';
import { adminMessages } from './admin-messages';
import { ApiError } from './api-client';

/** A delete mutation as TanStack Query makes it (the id is its variables). */
export type DeleteMutation = {
  mutate: (
    id: string,
    callbacks: { onSuccess: (message: string | undefined) => void; onError: (failure: Error) => void },
  ) => void;
  isPending: boolean;
  variables?: string | undefined;
};

/**
 * The back office's delete: the browser's confirmation first, then the server's own message as a
 * success toast, or its error (else "Something went wrong") as an error toast.
 */
export function confirmAndDelete(options: {
  question: string;
  id: string;
  mutation: DeleteMutation;
  deletedMessage: string;
}): void {
  if (!window.confirm(options.question)) return;
  options.mutation.mutate(options.id, {
    onSuccess: (message) => notify.success(message || options.deletedMessage),
    onError: (failure) =>
      notify.error(failure instanceof ApiError ? failure.message : adminMessages.somethingWentWrong),
  });
}

/** A list's delete mutation, for its items: ask, delete, and tell which item is going. */
export function deletionOf<T extends { _id: string }>(
  mutation: DeleteMutation,
  words: { question: (item: T) => string; deleted: (item: T) => string },
) {
  return {
    remove: (item: T) =>
      confirmAndDelete({
        question: words.question(item),
        id: item._id,
        mutation,
        deletedMessage: words.deleted(item),
      }),
    isDeleting: (item: T) => mutation.isPending && mutation.variables === item._id,
    busy: mutation.isPending,
  };
}
