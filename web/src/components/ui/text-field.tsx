import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

/** Class names of a text-like input (text, email, password, date, search) and a select. */
export const inputClassName =
  'block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-leaf-600 focus:outline-2 focus:outline-offset-0 focus:outline-leaf-600/30 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/30 disabled:bg-stone-100';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  /** The field's error, shown under it and announced with it. */
  error?: string;
  hint?: string;
  /** Something beside the input, inside its box (a show-password toggle). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error wired to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  addon,
  id,
  className = '',
  ref,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClassName} ${addon ? 'pr-20' : ''}`}
          {...inputProps}
        />
        {addon ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{addon}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
