import type { InputHTMLAttributes, ReactNode } from 'react';

type OrderFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The input; it gets `id`, `aria-invalid` and `aria-describedby` from `describe`. */
  children: (describe: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

export const fieldClassName =
  'w-full rounded-xl border bg-white px-4 py-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:outline-2 focus:outline-offset-1 focus:outline-leaf-600 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600 border-stone-300';

/** A labelled field of the order form with its hint and its error under it (read out with the field). */
export function OrderField({ id, label, error, hint, children }: OrderFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-leaf-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A required one-line field of the order form; `input` carries its registration and its attributes. */
export function OrderInput({
  input,
  ...field
}: Omit<OrderFieldProps, 'children'> & { input: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <OrderField {...field}>
      {(describe) => <input {...describe} {...input} required className={fieldClassName} />}
    </OrderField>
  );
}
