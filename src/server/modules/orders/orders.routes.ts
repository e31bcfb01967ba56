// The admin Orders tab's API: list newest first, CSV export, mark shipped. Admins only.
import type { FastifyPluginAsync } from 'fastify';
import * as orders from '#shared/endpoints/orders.ts';
import { route } from '../../plugins/endpoint-route.ts';

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const { clock, services } = app.deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, orders.listOrders, async () => services.orders.list());

  route(app, orders.ordersCsv, async (_request, reply) => {
    const csv = await services.orders.exportCsv();
    const date = clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${date}.csv"`)
      .send(csv);
  });

  route(app, orders.shipOrder, async (request) => services.orders.ship(request.params.id));
};
