// The admin orders screen's API (issue 7).
import type { FastifyPluginAsync } from 'fastify';

export const ordersRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
