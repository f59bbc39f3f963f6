import { type ComponentProps, useState } from 'react';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'addon'> & {
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show / hide switch: on a phone keyboard a typo is easy and invisible. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          className="flex min-h-9 items-center rounded-lg px-2 text-sm font-semibold text-leaf-800 hover:bg-leaf-50"
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
