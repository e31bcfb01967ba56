// A lost or broken band (issue 17): POST /api/tags/{id}/deactivate and POST /api/tags/{id}/move
// {uniqueCode}. Owner only: another parent's tag, or an id that is not one, answers 404.
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#shared/paths.ts';
import { activateByCodeSchema } from '#shared/schemas/tag.ts';
import { access } from '../../plugins/route-access.ts';
import { userOf } from '../../plugins/session.ts';
import { parseInput } from '../../validation.ts';

type TagParams = { Params: { tagId: string } };

export const tagRetirementRoutes: FastifyPluginAsync = async (app) => {
  const { tagRetirement, tags } = app.deps.services;

  app.post<TagParams>(api.tagDeactivate, access.verified, async (request, reply) => {
    await tagRetirement.deactivate(userOf(request).id, request.params.tagId);
    return reply.code(204).send();
  });

  /** Answers the new tag as GET /api/tags/{id} does. */
  app.post<TagParams>(api.tagMove, access.verified, async (request) => {
    const { uniqueCode } = parseInput(activateByCodeSchema, request.body);
    const userId = userOf(request).id;
    const newTagId = await tagRetirement.move({ userId, ip: request.ip }, request.params.tagId, uniqueCode);
    return tags.getForEditing(userId, newTagId);
  });
};
