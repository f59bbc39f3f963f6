import type { ReactNode } from 'react';

type PanelProps = {
  title?: ReactNode;
  titleId?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A white card of the back office with an optional heading row. */
export function Panel({ title, titleId, actions, className = '', children }: PanelProps) {
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 ${className}`}
    >
      {title ? (
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
