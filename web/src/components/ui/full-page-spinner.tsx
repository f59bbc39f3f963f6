import { messages } from '@/lib/messages';
import { Spinner } from './spinner';

/** Product spec §2: the full-page spinner with the text "Loading...". */
export function FullPageSpinner() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-cream text-leaf-800"
    >
      <Spinner className="size-10" />
      <span className="text-lg">{messages.common.loading}</span>
    </div>
  );
}
