// The public emergency page and its API (issue 5).
import type { FastifyPluginAsync } from 'fastify';

export const publicTagRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
