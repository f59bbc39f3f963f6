import type { ReactNode } from 'react';

/** An item that is not there (deleted, or a mistyped link), said plainly with a way on. */
export function NotFoundNote({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center text-stone-700 shadow-sm ring-1 ring-stone-200"
    >
      <p>{message}</p>
      {children}
    </div>
  );
}
