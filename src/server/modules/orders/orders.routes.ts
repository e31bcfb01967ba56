// The admin Orders tab's API (issue 7): list newest first, CSV export, mark shipped. Admins only.
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#shared/paths.ts';
import { notFound } from '../../errors.ts';
import { access } from '../../plugins/route-access.ts';
import { isUuid } from '../../validation.ts';

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const { clock, services } = app.deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(api.adminOrders, access.admin, async () => services.orders.list());

  app.get(api.adminOrdersCsv, access.admin, async (_request, reply) => {
    const csv = await services.orders.exportCsv();
    const date = clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${date}.csv"`)
      .send(csv);
  });

  app.post<{ Params: { id: string } }>(api.adminOrderShip, access.admin, async (request) => {
    if (!isUuid(request.params.id)) throw notFound();
    return services.orders.ship(request.params.id);
  });
};
