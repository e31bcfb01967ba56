// Request validation with the shared zod schemas: a failure becomes 400 with the SPEC message of the
// first problem and every field's messages.
import { z, type ZodError, type ZodType, type ZodTypeDef } from 'zod';
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

/**
 * An id taken from a URL (a tag, an order, an upload ticket): a UUID in any letter case. Checked before
 * it reaches a uuid column, which would refuse it with an error; each caller answers a malformed id as
 * it answers an unknown one.
 */
export const uuidParam = z.string().uuid();

export function isUuid(value: unknown): value is string {
  return uuidParam.safeParse(value).success;
}
