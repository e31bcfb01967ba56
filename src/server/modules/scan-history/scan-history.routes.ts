// The parent's side of scans (issue 16): a tag's scan-alert switch and its scan history. Thin: parse
// with the shared schema, guard (verified owner), call the service. Another parent's tag answers 404.
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#shared/paths.ts';
import { scanHistoryQuerySchema, tagAlertsSchema } from '#shared/schemas/scan-history.ts';
import { access } from '../../plugins/route-access.ts';
import { userOf } from '../../plugins/session.ts';
import { parseInput } from '../../validation.ts';

type TagRequest = { Params: { tagId: string } };

export const scanHistoryRoutes: FastifyPluginAsync = async (app) => {
  const { scanHistory } = app.deps.services;

  app.put<TagRequest>(api.tagAlerts, access.verified, async (request) => {
    const { enabled } = parseInput(tagAlertsSchema, request.body);
    return scanHistory.setAlerts(userOf(request).id, request.params.tagId, enabled);
  });

  // Where and how a child's page was opened: personal, never stored by a browser or a proxy.
  app.get<TagRequest>(api.tagScans, access.verified, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { before } = parseInput(scanHistoryQuerySchema, request.query);
    return scanHistory.list(userOf(request).id, request.params.tagId, before);
  });
};
