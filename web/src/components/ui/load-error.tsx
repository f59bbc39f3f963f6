import { messages } from '@/lib/messages';
import { buttonClassName } from './button';

type LoadErrorProps = { message?: string; onRetry: () => void };

/** A section whose data could not be loaded: says so plainly and offers a retry. */
export function LoadError({ message = messages.common.loadFailed, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm"
    >
      <p className="text-stone-700">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        {messages.common.retry}
      </button>
    </div>
  );
}
