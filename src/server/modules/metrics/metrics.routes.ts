// GET /metrics on the main port (issue 33): registered only when METRICS_TOKEN is set, answered only to
// a request bearing it; anyone else gets exactly what an address that does not exist gets.
import type { FastifyPluginAsync } from 'fastify';
import * as site from '#shared/endpoints/site.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { appPageAnswer } from '../pages/pages.routes.ts';
import { sendMetrics } from './metrics-answer.ts';
import { bearsToken } from './metrics-token.ts';

export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { config, metrics } = app.deps;
  const token = config.metricsToken;
  if (token === undefined) return;
  route(app, site.metrics, async (request, reply) => {
    if (!bearsToken(request.headers.authorization, token)) return appPageAnswer(request, reply);
    return sendMetrics(reply, metrics);
  });
};
