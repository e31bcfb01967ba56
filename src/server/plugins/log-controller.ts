// Request logging: what a line says about a request, and a client that hangs up mid-answer (a closed
// tab, a load generator stopping) is routine, so it is logged at info, not as an error that would page
// someone.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LogFn, Logger } from 'pino';
import { clientRoutes, matchClientRoute } from '#shared/client-routes.ts';
import type { AddressHasher } from '../lib/address-hash.ts';

/** First path segments that name a page or the API, never a code: '/tag/…' may be logged, '/A6P1…' not. */
const KNOWN_FIRST_SEGMENTS = new Set([
  'api',
  ...Object.values(clientRoutes).map((route) => route.pattern.split('/')[1]),
]);

/**
 * The path as a log line shows it (decision 003): the route's pattern ('/tag/:uniqueCode'),
 * never the values in it, which may be a tag code or a bracelet number. A request no route of its own
 * answered shows its page's pattern, or only a known first segment ('/tag/…'), or '/…'.
 */
export function loggedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && pattern !== '/*') return pattern;
  const path = request.url.split('?', 1)[0]!;
  const page = matchClientRoute(path);
  if (page) return page.route.pattern;
  const first = path.split('/')[1] ?? '';
  if (!KNOWN_FIRST_SEGMENTS.has(first)) return '/…';
  return path === `/${first}` ? path : `/${first}/…`;
}

/**
 * pino's `req` serializer: method, path as above, and the client address as the keyed hash the rate
 * limiter stores (README: raw addresses are not kept; a line can still be matched with a limit's row).
 */
export function requestLogSerializer(hashAddress: AddressHasher) {
  return (request: FastifyRequest) => ({
    method: request.method,
    path: loggedPath(request),
    client: hashAddress(request.ip),
  });
}

const HANG_UP_MESSAGE = 'client closed the connection early';
const PINO_ERROR_LEVEL = 50;

/** Node's stream error, or end-of-stream's (used by @fastify/compress), when the socket closed first. */
export function isClientHangUp(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message === 'premature close'
  );
}

/**
 * pino hook: @fastify/compress logs a failed compression pipe itself, at error level, with the bare
 * error; when that error is a hang-up it becomes the same info line as below.
 */
export function logClientHangUpsAtInfo(
  this: Logger,
  args: Parameters<LogFn>,
  method: LogFn,
  level: number,
): void {
  if (level === PINO_ERROR_LEVEL && isClientHangUp(args[0])) {
    this.info(HANG_UP_MESSAGE);
    return;
  }
  method.apply(this, args);
}

export class RequestLogController extends LogController {
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (isClientHangUp(error)) {
      if (!this.isLogDisabled(request)) {
        reply.log.info({ res: reply, responseTime: reply.elapsedTime }, HANG_UP_MESSAGE);
      }
      return;
    }
    super.requestCompleted(error, request, reply);
  }
}
