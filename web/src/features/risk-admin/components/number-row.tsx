import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { inputClassName } from '@/components/ui/text-field';

type NumberRowProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  hint: string;
  error?: string | undefined;
  /** A sign before the box: "−" for points taken off. */
  before?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A small number with its name and meaning beside it rather than above: twelve of them on one page
 * stay a list the owner can read down on a phone, not a column of full-width boxes. Typed as text
 * (Bengali or Latin digits), wired to its hint and error for screen readers like a TextField.
 */
export function NumberRow({ label, hint, error, before, ref, ...input }: NumberRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 pt-2">
          <label htmlFor={id} className="font-semibold text-stone-800">
            {label}
          </label>
          <p id={hintId} className="text-sm text-stone-600">
            {hint}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          {before ? (
            <span aria-hidden="true" className="text-lg font-semibold text-leaf-800">
              {before}
            </span>
          ) : null}
          <div className="w-20">
            <input
              ref={ref}
              id={id}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className={`${inputClassName} text-center tabular-nums`}
              {...input}
            />
          </div>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
