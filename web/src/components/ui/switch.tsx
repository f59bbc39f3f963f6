import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children'> & {
  /** What turning it on does; the whole row is the target. */
  children: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An on/off setting: a checkbox announced and drawn as a switch, its label beside it, the row at
 * least 44 px tall for a thumb. Works with react-hook-form's `register` like any checkbox.
 */
export function Switch({ children, className = '', ref, ...input }: SwitchProps) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-stone-800 ${className}`}
    >
      <input
        ref={ref}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox announces its own checked state; aria-checked would go stale under react-hook-form
        role="switch"
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:bg-leaf-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 disabled:cursor-not-allowed disabled:opacity-60"
        {...input}
      />
      <span>{children}</span>
    </label>
  );
}
