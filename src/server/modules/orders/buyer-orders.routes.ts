// The buyer's view of their orders and their receipts: from the signed link in their mails (public; the
// signature is the credential) and on a verified parent's account. Personal: never stored by a cache.
import type { FastifyPluginAsync } from 'fastify';
import * as buyer from '#shared/endpoints/buyer-orders.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';
import { sendReceipt } from './receipt-reply.ts';

export const buyerOrdersRoutes: FastifyPluginAsync = async (app) => {
  const { buyerOrders, receipts } = app.deps.services;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, buyer.signedOrder, async (request) =>
    buyerOrders.signed(request.params.id, request.params.signature),
  );
  route(app, buyer.signedReceipt, async (request, reply) => {
    const order = await buyerOrders.signedRow(request.params.id, request.params.signature);
    return sendReceipt(reply, receipts, order.id);
  });
  route(app, buyer.accountOrders, async (request) => buyerOrders.forAccount(userOf(request).email));
  route(app, buyer.accountReceipt, async (request, reply) => {
    const order = await buyerOrders.accountRow(userOf(request).email, request.params.id);
    return sendReceipt(reply, receipts, order.id);
  });
};
