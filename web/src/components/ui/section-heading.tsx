import type { ReactNode } from 'react';

type SectionHeadingProps = { id?: string; children: ReactNode };

/** The heading of a landing-page section, with a small mango-coloured rule under it. */
export function SectionHeading({ id, children }: SectionHeadingProps) {
  return (
    <h2 id={id} className="text-center text-2xl font-semibold text-leaf-900 sm:text-3xl">
      {children}
      <span aria-hidden="true" className="mx-auto mt-2 block h-1 w-16 rounded-full bg-mango-400" />
    </h2>
  );
}
