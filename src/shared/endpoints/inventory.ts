// The bracelet inventory (DESIGN §3), admins only: make a batch, list it page by page, export it.
import { z } from 'zod';
import {
  createInventorySchema,
  inventoryPageQuerySchema,
  inventoryPageSchema,
  inventoryTagSchema,
} from '../schemas/tag.ts';
import { endpoint } from './endpoint.ts';

/** A batch by count or by the physical ids read from real chips. */
export const createInventory = endpoint({
  method: 'POST',
  path: '/api/admin/tags',
  access: 'admin',
  summary: 'Create a batch of bracelets',
  body: createInventorySchema,
  response: z.object({ tags: z.array(inventoryTagSchema) }),
  status: 201,
});

export const listInventory = endpoint({
  method: 'GET',
  path: '/api/admin/tags',
  access: 'admin',
  summary: 'One page of the bracelet inventory, newest first, with each status',
  query: inventoryPageQuerySchema,
  response: inventoryPageSchema,
});

/** Every bracelet with its activation link, as a download. */
export const inventoryCsv = endpoint({
  method: 'GET',
  path: '/api/admin/tags.csv',
  access: 'admin',
  summary: 'The whole bracelet inventory as CSV',
  response: 'text/csv',
});
