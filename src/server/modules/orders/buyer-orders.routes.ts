// The buyer's view of their orders: the signed page from their mails (public; the signature is the
// credential) and the orders on a verified parent's account. Personal: never stored by a cache.
import type { FastifyPluginAsync } from 'fastify';
import * as buyer from '#shared/endpoints/buyer-orders.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';

export const buyerOrdersRoutes: FastifyPluginAsync = async (app) => {
  const { buyerOrders } = app.deps.services;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, buyer.signedOrder, async (request) =>
    buyerOrders.signed(request.params.id, request.params.signature),
  );
  route(app, buyer.accountOrders, async (request) => buyerOrders.forAccount(userOf(request).email));
};
