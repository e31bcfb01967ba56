// What the public page's routes answer when the page itself cannot be had: the notice page for an
// unknown, retired or over-the-limit code, else the page naming the emergency number (503 while the
// database is away). Never JSON: a responder reads a page, whatever failed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '#shared/i18n/languages.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/connection-failure.ts';
import { AppError } from '../../errors.ts';
import type { PublicTagService } from './public-tag.service.ts';

/** Failed look-ups answered with the notice page: unknown, retired, over the limit. */
const NOTICE_STATUSES = new Set([404, 410, 429]);

export function sendPageFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  service: PublicTagService,
  language: Language,
) {
  if (error instanceof AppError && NOTICE_STATUSES.has(error.statusCode)) {
    return reply.code(error.statusCode).headers(error.headers).send(service.noticeHtml(error, language));
  }
  const unavailable = isDatabaseUnavailable(error);
  request.log.error({ err: error }, unavailable ? 'database unavailable' : 'unhandled error');
  if (unavailable) reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  else reply.code(500);
  return reply.send(service.unavailableHtml(language));
}
