// Request validation with the shared zod schemas: a failure becomes 400 with the SPEC message of the
// first problem and every field's messages.
import type { ZodType, ZodTypeDef } from 'zod';
import type { ZodError } from 'zod';
import { serverText } from '#shared/text.ts';
import { AppError } from './errors.ts';

export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function validationError(error: ZodError): AppError {
  const first = error.issues[0];
  const message = first && first.message ? first.message : serverText.validationFailed;
  return new AppError(400, message, { errors: fieldErrorsOf(error) });
}

/** Parses `value` or throws the 400 above. */
export function parseInput<Output, Input>(
  schema: ZodType<Output, ZodTypeDef, Input>,
  value: unknown,
): Output {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}
