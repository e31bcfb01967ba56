// Every failure answers JSON {message} with the right status; unknown /api paths answer 404 JSON;
// nothing unexpected leaks its details (DESIGN §3 "Errors"). Every message in the request's language.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { ZodError } from 'zod';
import { chooseLanguage } from '#shared/i18n/negotiate-language.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import { translatorFor } from '../i18n/catalogue.ts';
import { pgErrorCode } from '../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/connection-failure.ts';
import { AppError, databaseUnavailable } from '../errors.ts';
import { unavailablePage } from '../render/unavailable-page.ts';
import { validationError } from '../validation.ts';

const CLIENT_ERROR_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.bodyTooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.invalidJson',
};

/**
 * The language from the headers alone, for an answer given before the request was fully read (a
 * malformed URL, a body fastify refused): the `lang` cookie read by hand, then Accept-Language.
 */
export function headerLanguage(headers: IncomingHttpHeaders, shopLanguage: Language): Language {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(headers.cookie ?? '')?.[1];
  return chooseLanguage(headers['accept-language'], undefined, cookie, shopLanguage);
}

/** request.language reads parsed cookies; a request refused before they were parsed may not have them. */
export function answerLanguage(request: FastifyRequest, shopLanguage: Language): Language {
  return (request.cookies && request.language) || headerLanguage(request.headers, shopLanguage);
}

/** A browser's GET of a page: anything outside /api. */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return (
    (request.method === 'GET' || request.method === 'HEAD') && path !== '/api' && !path.startsWith('/api/')
  );
}

export const errorHandlerPlugin = fp(
  async (app) => {
    // Tests register this plugin on a bare fastify: no configuration, no request.language there.
    const deps = app.deps as typeof app.deps | undefined;
    const shopLanguage = deps?.config.shopLanguage ?? DEFAULT_LANGUAGE;
    const languageOf = (request: FastifyRequest): Language => answerLanguage(request, shopLanguage);
    app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
      const t = translatorFor(languageOf(request));
      if (error instanceof ZodError) error = validationError(error);
      if (error instanceof AppError) {
        if (error.statusCode >= 500) {
          if (error.configured) request.log.warn(error.message);
          else request.log.error({ err: error }, error.message);
        }
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send(error.body(languageOf(request)));
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        const code = (error as FastifyError).code;
        const validation = (error as FastifyError).validation;
        const known = code ? CLIENT_ERROR_MESSAGES[code] : undefined;
        const message = known
          ? t(known)
          : error instanceof SyntaxError
            ? t('errors.invalidJson')
            : error.message;
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
        return reply.code(400).send({ message: t('errors.validationFailed') });
      }
      // A lost database is an outage, not a fault of this request: 503, and the client may retry. A
      // page (not /api) gets a short HTML page: a browser shows it, where JSON would be a riddle.
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        deps?.metrics.database.unavailable.inc({ source: 'request' });
        const unavailable = databaseUnavailable(DATABASE_RETRY_AFTER_SECONDS);
        reply.code(503).headers(unavailable.headers).header('cache-control', 'no-store');
        if (isPageRequest(request))
          return reply.type('text/html; charset=utf-8').send(unavailablePage(languageOf(request)));
        return reply.send(unavailable.body(languageOf(request)));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: t('errors.internalError') });
    });

    app.setNotFoundHandler((request, reply) => {
      // Pages are handled by the client-routes module; this answers API and asset misses.
      reply.code(404).send({ message: translatorFor(languageOf(request))('errors.notFound') });
    });
  },
  { name: 'error-handler' },
);
