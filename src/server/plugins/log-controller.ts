// Request logging: a client that hangs up mid-answer (a closed tab, a load generator stopping) is
// routine, so it is logged at info, not as an error that would page someone.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

export class RequestLogController extends LogController {
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if ((error as { code?: string } | null | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      if (!this.isLogDisabled(request)) {
        reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'client closed the connection early');
      }
      return;
    }
    super.requestCompleted(error, request, reply);
  }
}
