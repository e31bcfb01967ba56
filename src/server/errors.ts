// One error type for every expected failure: it becomes the JSON body {message, ...extra}
// with its status (DESIGN §3 "Errors"). It carries a message KEY and its values; the error handler
// answers in the request's language. `message` stays English, for logs and the CLI.
import type { Language } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { MessageValues } from '#shared/i18n/translator.ts';
import { waitTime } from '#shared/wait-time.ts';
import { translatorFor } from './i18n/catalogue.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** A 5xx the operator chose (a feature switched off in the configuration): logged as a warning. */
    readonly configured = false,
    readonly values?: MessageValues,
  ) {
    super(translatorFor('en')(key, values));
    this.name = 'AppError';
  }

  /** The JSON body in the reader's language. */
  body(language: Language): Record<string, unknown> {
    return { message: translatorFor(language)(this.key, this.values), ...this.extra };
  }
}

export const badRequest = (key: MessageKey, extra?: Record<string, unknown>) => new AppError(400, key, extra);
export const unauthorized = (key: MessageKey = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey, extra?: Record<string, unknown>) => new AppError(403, key, extra);
export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(404, key);
export const gone = (key: MessageKey) => new AppError(410, key);
export const conflict = (key: MessageKey, values?: MessageValues) =>
  new AppError(409, key, {}, {}, false, values);
export const serviceUnavailable = (key: MessageKey) => new AppError(503, key);
/** 503 for a feature the configuration leaves off (payments without PayPal credentials): not a fault. */
export const switchedOff = (key: MessageKey) => new AppError(503, key, {}, {}, true);
export const badGateway = (key: MessageKey) => new AppError(502, key);

/** 503 for a database that cannot be reached (connection-failure.ts): try again in a few seconds. */
export function databaseUnavailable(retryAfterSeconds: number): AppError {
  return new AppError(503, 'errors.unavailable', {}, { 'retry-after': String(retryAfterSeconds) });
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    'errors.rateLimited',
    { retryAfter: seconds },
    { 'retry-after': String(seconds) },
    false,
    waitTime(seconds),
  );
}
