// The admin's sales overview tab: one read. Admins only.
import type { FastifyPluginAsync } from 'fastify';
import * as sales from '#shared/endpoints/sales.ts';
import { route } from '../../plugins/endpoint-route.ts';

export const salesRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app.deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, sales.salesOverview, async () => services.sales.overview());
};
