// The admin Orders tab's API (issue 7): list newest first, CSV export, mark shipped. Admins only.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { api } from '#shared/paths.ts';
import { notFound } from '../../errors.ts';
import { access } from '../../plugins/route-access.ts';
import { ordersCsv } from './orders-csv.ts';
import { listOrderViews, shipOrder } from './orders.service.ts';

const orderIdSchema = z.string().uuid();

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(api.adminOrders, access.admin, async () => listOrderViews(db));

  app.get(api.adminOrdersCsv, access.admin, async (_request, reply) => {
    const csv = ordersCsv(await listOrderViews(db));
    const date = clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${date}.csv"`)
      .send(csv);
  });

  app.post<{ Params: { id: string } }>(api.adminOrderShip, access.admin, async (request) => {
    const id = orderIdSchema.safeParse(request.params.id);
    if (!id.success) throw notFound();
    return shipOrder(db, id.data, clock.now());
  });
};
