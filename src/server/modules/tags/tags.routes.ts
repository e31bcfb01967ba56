// Parents' tags: activation, configuration, the bracelet address redirect (issue 4).
import type { FastifyPluginAsync } from 'fastify';

export const tagsRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
