// Request logging: a client that hangs up mid-answer (a closed tab, a load generator stopping) is
// routine, so it is logged at info, not as an error that would page someone.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LogFn, Logger } from 'pino';

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
