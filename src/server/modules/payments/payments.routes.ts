// PayPal checkout (issue 7).
import type { FastifyPluginAsync } from 'fastify';

export const paymentsRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
