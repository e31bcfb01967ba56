// Admin accounts, sessions and the inventory API (issue 6).
import type { FastifyPluginAsync } from 'fastify';

export const adminRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
