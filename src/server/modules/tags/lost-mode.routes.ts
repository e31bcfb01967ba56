// Lost-child mode: PUT switches it on (or renews it), DELETE ends it. Owner only: another parent's tag,
// or an id that is not one, answers 404.
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '#shared/endpoints/lost-mode.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';

export const lostModeRoutes: FastifyPluginAsync = async (app) => {
  const { lostMode } = app.deps.services;

  route(app, endpoints.startLostMode, async (request) => ({
    lost: await lostMode.start(userOf(request).id, request.params.tagId, request.body),
  }));

  route(app, endpoints.endLostMode, async (request, reply) => {
    await lostMode.end(userOf(request).id, request.params.tagId);
    return reply.code(204).send();
  });
};
