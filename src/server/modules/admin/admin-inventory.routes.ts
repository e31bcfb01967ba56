// The bracelet inventory (DESIGN §3): create batches, list them with their status, export CSV.
import type { FastifyPluginAsync } from 'fastify';

export const inventoryRoutes: FastifyPluginAsync = async () => {
  // Arrives once the inventory service is committed.
};
