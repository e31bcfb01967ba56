// Uploads and stored files (issue 6).
import type { FastifyPluginAsync } from 'fastify';

export const filesRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
