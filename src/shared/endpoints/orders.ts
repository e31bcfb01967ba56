// The admin's Orders tab (SPEC §7): the orders newest first, their CSV, and marking one shipped.
import { z } from 'zod';
import { orderViewSchema } from '../schemas/payment.ts';
import { uuidSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  access: 'admin',
  summary: 'Every order, newest first',
  response: z.array(orderViewSchema),
});

export const ordersCsv = endpoint({
  method: 'GET',
  path: '/api/admin/orders.csv',
  access: 'admin',
  summary: 'Every order as CSV',
  response: 'text/csv',
});

/** A paid order becomes shipped; it answers the order. */
export const shipOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/ship',
  access: 'admin',
  summary: 'Mark a paid order shipped',
  params: z.object({ id: uuidSchema }),
  response: orderViewSchema,
  notFound: 'errors.notFound',
});
