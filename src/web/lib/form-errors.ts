// A 400 answer's field errors (same shared schema as the form) shown under the matching inputs; fields
// the form does not list are left to the toast.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './api-request.ts';

export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  const errors = fieldErrorsOf(error);
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) setError(field, { type: 'server', message });
  }
}
