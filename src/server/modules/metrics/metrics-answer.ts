// The /metrics answer, on the main port and on the localhost listener alike.
import type { FastifyReply } from 'fastify';
import type { AppMetrics } from '../../infra/metrics/app-metrics.ts';

export async function sendMetrics(reply: FastifyReply, metrics: AppMetrics): Promise<FastifyReply> {
  const { contentType, body } = await metrics.exposition();
  return reply.type(contentType).header('cache-control', 'no-store').send(body);
}
