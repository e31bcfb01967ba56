// The bracelet inventory (DESIGN §3): create a batch by count or by physical ids, list every tag
// with its status (paged), and export all of them as CSV. Admin only. The list also says whether the
// activation links' base, PUBLIC_URL, is a local address no phone can open (issue 13).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { api } from '#shared/paths.ts';
import { createInventorySchema } from '#shared/schemas/tag.ts';
import { isLocalAddress } from '../../lib/local-address.ts';
import { access } from '../../plugins/route-access.ts';
import { parseInput } from '../../validation.ts';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;
/** Far past any real inventory; keeps the row offset a number the database can hold (else a 22003). */
const MAX_PAGE = 1_000_000;

const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  const { config, services } = app.deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(api.adminTags, access.admin, async (request, reply) => {
    const input = parseInput(createInventorySchema, request.body);
    const tags = await services.inventory.createBatch(input);
    request.log.info({ count: tags.length }, 'inventory batch created');
    return reply.code(201).send({ tags });
  });

  app.get(api.adminTags, access.admin, async (request) => {
    const { page, pageSize } = parseInput(pageQuerySchema, request.query);
    const list = await services.inventory.listPage({ page, pageSize });
    return { ...list, publicUrl: config.publicUrl, publicUrlIsLocal: isLocalAddress(config.publicUrl) };
  });

  app.get(api.adminTagsCsv, access.admin, async (_request, reply) => {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="safekid-bracelets.csv"')
      .send(await services.inventory.exportCsv(config.publicUrl));
  });
};
