// The admin's Orders tab and order page: the list and its CSV, one order's page, and each step of its
// life (pack, unpack, ship, refund, return to stock, cancel, resend the confirmation), its receipt.
// Every step answers the order page as it now is.
import { z } from 'zod';
import {
  orderDetailSchema,
  orderViewSchema,
  packOrderSchema,
  refundOrderSchema,
  returnToStockSchema,
  shipOrderSchema,
} from '../schemas/order.ts';
import { uuidSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

const orderParams = z.object({ id: uuidSchema });

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

export const orderDetail = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:id',
  access: 'admin',
  summary: "One order's page: the order, its bracelets, history and refunds",
  params: orderParams,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

/** paid → packed: one in-stock bracelet per code, exactly the order's quantity, sold to this order. */
export const packOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/pack',
  access: 'admin',
  summary: 'Pack a paid order: the codes of the bracelets in the box',
  params: orderParams,
  body: packOrderSchema,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

/** packed → paid: the box is opened again before shipping; its bracelets go back to stock. */
export const unpackOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/unpack',
  access: 'admin',
  summary: 'Undo the packing of an order not yet shipped',
  params: orderParams,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

/** packed → shipped: the tracking goes to PayPal and the buyer gets a mail. */
export const shipOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/ship',
  access: 'admin',
  summary: 'Ship a packed order with its carrier and tracking number',
  params: orderParams,
  body: shipOrderSchema,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

/** A whole or partial refund through PayPal; the buyer gets a mail. */
export const refundOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/refund',
  access: 'admin',
  summary: 'Refund a paid order, whole or in part, with a reason',
  params: orderParams,
  body: refundOrderSchema,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

/** Packed bracelets the buyer sent back: in stock again, free for another order. */
export const returnToStock = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/return-to-stock',
  access: 'admin',
  summary: 'Put bracelets that came back into stock',
  params: orderParams,
  body: returnToStockSchema,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

/** pending → cancelled: an order never paid (a paid one is refunded instead). */
export const cancelOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/cancel',
  access: 'admin',
  summary: 'Cancel an order that was never paid',
  params: orderParams,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

export const resendConfirmation = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/resend-confirmation',
  access: 'admin',
  summary: "Mail the buyer's order confirmation again",
  params: orderParams,
  response: orderDetailSchema,
  notFound: 'errors.notFound',
});

export const adminReceipt = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:id/receipt.pdf',
  access: 'admin',
  summary: "The order's receipt as a PDF",
  params: orderParams,
  response: 'application/pdf',
  notFound: 'errors.notFound',
});
