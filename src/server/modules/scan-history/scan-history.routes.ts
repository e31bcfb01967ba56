// The parent's side of scans: a tag's scan-alert switch and its scan history. Thin: registered from
// the contracts (verified owner), call the service. Another parent's tag answers 404.
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '#shared/endpoints/scan-history.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';

export const scanHistoryRoutes: FastifyPluginAsync = async (app) => {
  const { scanHistory } = app.deps.services;

  route(app, endpoints.setTagAlerts, async (request) =>
    scanHistory.setAlerts(userOf(request).id, request.params.tagId, request.body.enabled),
  );

  // Where and how a child's page was opened: personal, never stored by a browser or a proxy.
  route(app, endpoints.listTagScans, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return scanHistory.list(userOf(request).id, request.params.tagId, request.query.before);
  });
};
