import { Spinner } from './spinner';

type ContentSpinnerProps = { label: string };

/** A loading indicator for one area of a page (the full-page one would hide the menu). */
export function ContentSpinner({ label }: ContentSpinnerProps) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-leaf-800">
      <Spinner className="size-8" />
      <span>{label}</span>
    </div>
  );
}
