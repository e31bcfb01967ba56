// Every failure answers JSON {message} with the right status; unknown /api paths answer 404 JSON;
// nothing unexpected leaks its details (DESIGN §3 "Errors").
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { serverText } from '#shared/text.ts';
import { pgErrorCode } from '../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/connection-failure.ts';
import { AppError, databaseUnavailable } from '../errors.ts';
import { UNAVAILABLE_PAGE } from '../render/unavailable-page.ts';
import { validationError } from '../validation.ts';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: serverText.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: serverText.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverText.invalidJson,
};

/** A browser's GET of a page: anything outside /api. */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return (
    (request.method === 'GET' || request.method === 'HEAD') && path !== '/api' && !path.startsWith('/api/')
  );
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
      if (error instanceof ZodError) error = validationError(error);
      if (error instanceof AppError) {
        if (error.statusCode >= 500) {
          if (error.configured) request.log.warn(error.message);
          else request.log.error({ err: error }, error.message);
        }
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ message: error.message, ...error.extra });
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        const code = (error as FastifyError).code;
        const validation = (error as FastifyError).validation;
        const message =
          (code && CLIENT_ERROR_MESSAGES[code]) ||
          (error instanceof SyntaxError ? serverText.invalidJson : error.message);
        return reply
          .code(status)
          .send(validation ? { message, errors: { _: [error.message] } } : { message });
      }
      // Class 22 is "data exception": input the database cannot hold (NUL characters, a malformed uuid,
      // a number out of range) that slipped past validation. It is the caller's fault, and the
      // transaction it happened in has rolled back.
      const sqlState = pgErrorCode(error);
      if (sqlState?.startsWith('22')) {
        request.log.warn({ sqlState }, 'input refused by the database');
        return reply.code(400).send({ message: serverText.validationFailed });
      }
      // A lost database is an outage, not a fault of this request: 503, and the client may retry. A
      // page (not /api) gets a short HTML page: a browser shows it, where JSON would be a riddle.
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        const unavailable = databaseUnavailable(DATABASE_RETRY_AFTER_SECONDS);
        reply.code(503).headers(unavailable.headers).header('cache-control', 'no-store');
        if (isPageRequest(request)) return reply.type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
        return reply.send({ message: unavailable.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: serverText.internalError });
    });

    app.setNotFoundHandler((request, reply) => {
      // Pages are handled by the client-routes module; this answers API and asset misses.
      reply.code(404).send({ message: serverText.notFound });
    });
  },
  { name: 'error-handler' },
);
