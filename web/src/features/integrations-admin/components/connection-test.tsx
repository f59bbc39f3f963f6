import type { UseMutationResult } from '@tanstack/react-query';
import { buttonClassName } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

type ConnectionTestProps = {
  /** The test call: it answers `ok` and a sentence saying what it found (decisions 033, 034). */
  check: UseMutationResult<{ ok: boolean; message: string }, Error, void>;
  label: string;
  busyLabel: string;
};

/** A courier account's "test the connection" button, and what the test found, announced. */
export function ConnectionTest({ check, label, busyLabel }: ConnectionTestProps) {
  const result = check.data;
  return (
    <>
      <button
        type="button"
        onClick={() => check.mutate()}
        disabled={check.isPending}
        className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 self-start`}
      >
        {check.isPending ? busyLabel : label}
      </button>
      <p role="status" className={result?.ok ? 'font-semibold text-leaf-800' : 'font-semibold text-red-800'}>
        {result ? result.message : check.error instanceof ApiError ? check.error.message : ''}
      </p>
    </>
  );
}
