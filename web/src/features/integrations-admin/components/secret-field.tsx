import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

type SecretFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'hint'> & {
  /** How the saved secret ends, or null when none is saved. */
  savedEnding: string | null;
  /** Where to find the secret, shown until one is saved. */
  whereToFind: string;
  /** What the field says once one is saved, given its ending. */
  savedHint: (ending: string) => string;
};

/**
 * A token or key field (decisions 033, 034): always empty, since the saved secret never comes back
 * to the browser; its hint says whether one is saved and how it ends. Empty on save keeps it.
 */
export function SecretField({ savedEnding, whereToFind, savedHint, ...field }: SecretFieldProps) {
  return (
    <TextField
      {...field}
      type="password"
      autoComplete="off"
      spellCheck={false}
      hint={savedEnding === null ? whereToFind : savedHint(savedEnding)}
    />
  );
}
