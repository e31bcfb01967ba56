// Lost-child mode (issue 16): PUT switches it on (or renews it), DELETE ends it. Owner only: another
// parent's tag, or an id that is not one, answers 404.
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#shared/paths.ts';
import { lostModeSchema } from '#shared/schemas/lost-mode.ts';
import { access } from '../../plugins/route-access.ts';
import { userOf } from '../../plugins/session.ts';
import { parseInput } from '../../validation.ts';

type TagParams = { Params: { tagId: string } };

export const lostModeRoutes: FastifyPluginAsync = async (app) => {
  const { lostMode } = app.deps.services;

  app.put<TagParams>(api.tagLost, access.verified, async (request) => {
    const input = parseInput(lostModeSchema, request.body);
    return { lost: await lostMode.start(userOf(request).id, request.params.tagId, input) };
  });

  app.delete<TagParams>(api.tagLost, access.verified, async (request, reply) => {
    await lostMode.end(userOf(request).id, request.params.tagId);
    return reply.code(204).send();
  });
};
