// A lost or broken band: deactivate the tag, or move its profile to a new bracelet by its printed code.
// Owner only: another parent's tag, or an id that is not one, answers 404.
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '#shared/endpoints/tags.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';

export const tagRetirementRoutes: FastifyPluginAsync = async (app) => {
  const { tagRetirement, tags } = app.deps.services;

  route(app, endpoints.deactivateTag, async (request, reply) => {
    await tagRetirement.deactivate(userOf(request).id, request.params.tagId);
    return reply.code(204).send();
  });

  route(app, endpoints.moveTag, async (request) => {
    const userId = userOf(request).id;
    const { tagId } = request.params;
    const newTagId = await tagRetirement.move({ userId, ip: request.ip }, tagId, request.body.uniqueCode);
    return tags.getForEditing(userId, newTagId);
  });
};
