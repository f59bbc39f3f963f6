import { STATUS_UNDO_SECONDS } from '@haat/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminMessages } from '@/lib/admin-messages';
import { loadToasts, notify } from '@/lib/notify';
import { formatCount } from '@/lib/numbers';
import { takeBack, type UndoableMove } from './api/undo-status';
import { undoMessages as t } from './messages';

/**
 * A status change's toast with its undo (decision 060): the message and a button that takes the
 * moves back, shown for the seconds the server still accepts it (`STATUS_UNDO_SECONDS`); the move's
 * SMS waits longer than that. Drawn through react-hot-toast's own renderer, as `notify` loads it:
 * `notify` takes plain text only, and this toast carries a button.
 */
export function notifyUndoable(
  message: string,
  moves: readonly UndoableMove[],
  queryClient: QueryClient,
): void {
  const made = moves.filter((move) => move.from !== move.to);
  if (made.length === 0) {
    notify.success(message);
    return;
  }
  void loadToasts().then((toast) =>
    toast.success(
      (shown) => (
        <span className="flex items-center gap-3">
          <span>{message}</span>
          <button
            type="button"
            onClick={() => {
              toast.dismiss(shown.id);
              void takeBack(queryClient, made).then(
                (result) =>
                  result.kept.length === 0
                    ? notify.success(t.undone)
                    : notify.error(t.kept(formatCount(result.kept.length))),
                () => notify.error(adminMessages.somethingWentWrong),
              );
            }}
            className="min-h-11 shrink-0 rounded-full px-3 font-semibold text-leaf-800 underline underline-offset-4 ring-1 ring-leaf-300 ring-inset hover:bg-leaf-50"
          >
            {t.undo}
          </button>
        </span>
      ),
      { duration: STATUS_UNDO_SECONDS * 1000 },
    ),
  );
}
