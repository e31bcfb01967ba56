// The admin Orders tab and order page: the list and its CSV export, one order's page and each step of
// its life (pack, unpack, ship, refund, return to stock, cancel, resend the confirmation), its receipt.
// Admins only; every step answers the order page as it now is, and its history names the admin.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as orders from '#shared/endpoints/orders.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { sendReceipt } from './receipt-reply.ts';

/** Who made a change, for the order's history: the signed-in admin (the route's guard loaded them). */
function adminOf(request: FastifyRequest): string {
  return request.currentAdmin?.username ?? 'admin';
}

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
  route(app, orders.orderDetail, async (request) => services.orders.detail(request.params.id));
  route(app, orders.packOrder, async (request) =>
    services.orderPacking.pack(request.params.id, request.body.codes, adminOf(request)),
  );
  route(app, orders.unpackOrder, async (request) =>
    services.orderPacking.unpack(request.params.id, adminOf(request)),
  );
  route(app, orders.shipOrder, async (request) =>
    services.orderShipping.ship(request.params.id, request.body, adminOf(request)),
  );
  route(app, orders.refundOrder, async (request) =>
    services.orderRefunds.refund(request.params.id, request.body, adminOf(request)),
  );
  route(app, orders.returnToStock, async (request) =>
    services.orderPacking.returnToStock(request.params.id, request.body.codes, adminOf(request)),
  );
  route(app, orders.cancelOrder, async (request) =>
    services.orders.cancel(request.params.id, adminOf(request)),
  );
  route(app, orders.adminReceipt, async (request, reply) =>
    sendReceipt(reply, services.receipts, request.params.id),
  );
  route(app, orders.resendConfirmation, async (request) =>
    services.orders.resendConfirmation(request.params.id, adminOf(request)),
  );
};
