// Request validation with the shared zod schemas: a failure becomes 400 with the message of the first
// problem and every field's messages, in the request's language.
import { z, type ZodError, type ZodIssue } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { issueText } from '#shared/zod-issue-text.ts';
import { AppError } from './errors.ts';
import { translatorFor } from './i18n/catalogue.ts';

export type FieldErrors = Record<string, string[]>;

/** One issue's message as words (the schemas name catalogue texts): English unless asked (the CLI). */
export function issueMessage(issue: ZodIssue, language: Language = 'en'): string {
  return issueText(issue, translatorFor(language));
}

export function fieldErrorsOf(error: ZodError, t: Translate = translatorFor('en')): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issueText(issue, t));
  }
  return out;
}

/** A 400 whose messages are translated when answered: the schemas' texts and zod's own. */
export class ValidationError extends AppError {
  constructor(
    readonly zodError: ZodError,
    /** False for a check outside a request body (the CLI's bracelet numbers): the message alone. */
    readonly withFields = true,
  ) {
    super(400, 'errors.validationFailed');
    const first = zodError.issues[0];
    if (first?.message) this.message = issueText(first, translatorFor('en'));
  }

  override body(language: Language): Record<string, unknown> {
    const t = translatorFor(language);
    const first = this.zodError.issues[0];
    const message = first?.message ? issueText(first, t) : t('errors.validationFailed');
    return this.withFields ? { message, errors: fieldErrorsOf(this.zodError, t) } : { message };
  }
}

export function validationError(error: ZodError): AppError {
  return new ValidationError(error);
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
