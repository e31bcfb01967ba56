// METRICS_PORT (issue 33): a second listener, bound to 127.0.0.1 only, that serves GET /metrics and
// nothing else, without a token: a Prometheus agent on the same machine scrapes it. It shares the
// app's registry; `start` (src/server/index.ts) opens it after the app listens and closes it last.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppMetrics } from '../../infra/metrics/app-metrics.ts';
import { sendMetrics } from './metrics-answer.ts';

export const METRICS_HOST = '127.0.0.1';

export type MetricsListener = { port: number; address: string; close(): Promise<void> };

export async function startMetricsListener(metrics: AppMetrics, port: number): Promise<MetricsListener> {
  const server: FastifyInstance = Fastify({ logger: false, return503OnClosing: true });
  server.get('/metrics', (_request, reply) => sendMetrics(reply, metrics));
  await server.listen({ host: METRICS_HOST, port });
  const bound = server.server.address();
  if (bound === null || typeof bound === 'string') throw new Error('metrics listener has no port');
  return { port: bound.port, address: bound.address, close: () => server.close() };
}
