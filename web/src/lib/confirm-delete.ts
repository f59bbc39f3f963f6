import toast from 'react-hot-toast';
import { adminMessages } from './admin-messages';
import { ApiError } from './api-client';

type DeleteMutation = {
  mutate: (
    id: string,
    callbacks: { onSuccess: (message: string | undefined) => void; onError: (failure: Error) => void },
  ) => void;
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
    onSuccess: (message) => toast.success(message || options.deletedMessage),
    onError: (failure) =>
      toast.error(failure instanceof ApiError ? failure.message : adminMessages.somethingWentWrong),
  });
}
