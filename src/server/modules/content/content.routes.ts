// Landing-page content, media and sections, public reads and admin writes (issue 6).
import type { FastifyPluginAsync } from 'fastify';

export const contentRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
