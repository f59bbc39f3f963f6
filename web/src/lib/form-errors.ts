import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { messages } from './messages';

/**
 * Puts a failed call's field errors (`errors[].path` of docs/api.md) onto the form's own fields. Answers
 * the message no field took, for the form to show above its button; null when every error found a
 * field. `fallbackField` takes a conflict without field errors (a 409 "email taken").
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
  fallbackField?: { status: number; field: Path<T> },
): string | null {
  if (!(error instanceof ApiError)) return messages.common.serverError;
  let placed = false;
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed && fallbackField && error.status === fallbackField.status) {
    setError(fallbackField.field, { type: 'server', message: error.message }, { shouldFocus: true });
    placed = true;
  }
  return placed ? null : error.message;
}
