import type { ReactNode } from 'react';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

/** The heading row of a back-office page: title on the left, its main actions on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-stone-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-stone-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
