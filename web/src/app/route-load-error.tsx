import { buttonClassName } from '@/components/ui/button';
import { messages } from '@/lib/messages';
import { useShellHandOver } from '@/lib/page-shell';

/**
 * What the back office shows when a page's code did not arrive (the connection dropped while it
 * loaded): a message and a retry that loads the address afresh, instead of React Router's own
 * English error page. A screen that throws while drawing is caught nearer, by its section's boundary.
 */
export function RouteLoadError() {
  // Not the orders screen's first picture (decision 041) standing in forever.
  useShellHandOver();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-100 px-4 text-center">
      <p role="alert" className="max-w-md text-stone-700">
        {messages.common.loadFailed}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClassName({ variant: 'outline' })}
      >
        {messages.common.retry}
      </button>
    </main>
  );
}
