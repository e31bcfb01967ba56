// Accounts: registration, verification, sign-in and sign-out (issue 3).
import type { FastifyPluginAsync } from 'fastify';

export const authRoutes: FastifyPluginAsync = async () => {
  // Routes arrive with the issue named above.
};
