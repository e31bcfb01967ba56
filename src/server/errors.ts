// One error type for every expected failure: it becomes the JSON body {message, ...extra}
// with its status (DESIGN §3 "Errors").
import { serverText } from '#shared/text.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** A 5xx the operator chose (a feature switched off in the configuration): logged as a warning. */
    readonly configured = false,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError(400, message, extra);
export const unauthorized = (message: string = serverText.unauthorized) => new AppError(401, message);
export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new AppError(403, message, extra);
export const notFound = (message: string = serverText.notFound) => new AppError(404, message);
export const gone = (message: string) => new AppError(410, message);
export const conflict = (message: string) => new AppError(409, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);
/** 503 for a feature the configuration leaves off (payments without PayPal credentials): not a fault. */
export const switchedOff = (message: string) => new AppError(503, message, {}, {}, true);
export const badGateway = (message: string) => new AppError(502, message);

/** 503 for a database that cannot be reached (connection-failure.ts): try again in a few seconds. */
export function databaseUnavailable(retryAfterSeconds: number): AppError {
  return new AppError(503, serverText.unavailable, {}, { 'retry-after': String(retryAfterSeconds) });
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    serverText.rateLimited(seconds),
    { retryAfter: seconds },
    { 'retry-after': String(seconds) },
  );
}
