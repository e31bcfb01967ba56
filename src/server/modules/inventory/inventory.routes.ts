// The bracelet inventory (DESIGN §3): create a batch by count or by physical ids, list every tag
// with its status (paged), and export all of them as CSV. Admin only. The list also says whether the
// activation links' base, PUBLIC_URL, is a local address no phone can open.
import type { FastifyPluginAsync } from 'fastify';
import * as inventory from '#shared/endpoints/inventory.ts';
import { isLocalAddress } from '../../lib/local-address.ts';
import { route } from '../../plugins/endpoint-route.ts';

export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  const { config, services } = app.deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, inventory.createInventory, async (request, reply) => {
    const tags = await services.inventory.createBatch(request.body);
    request.log.info({ count: tags.length }, 'inventory batch created');
    reply.code(201);
    return { tags };
  });

  route(app, inventory.listInventory, async (request) => {
    const list = await services.inventory.listPage(request.query);
    return { ...list, publicUrl: config.publicUrl, publicUrlIsLocal: isLocalAddress(config.publicUrl) };
  });

  route(app, inventory.inventoryCsv, async (_request, reply) => {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="safekid-bracelets.csv"')
      .send(await services.inventory.exportCsv(config.publicUrl));
  });
};
