// The buyer's own view of an order: the signed page linked from their mails (no sign-in), the receipt
// it offers, and the orders a verified parent bought with their account's e-mail.
import { z } from 'zod';
import { accountOrderSchema, buyerOrderSchema } from '../schemas/order.ts';
import { uuidSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The signature is the credential: a changed one answers 404, as an unknown order does. */
const signedOrderParams = z.object({
  id: uuidSchema,
  signature: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

export const signedOrder = endpoint({
  method: 'GET',
  path: '/api/order-status/:id/:signature',
  access: 'public',
  summary: "The buyer's order from their mail's signed link",
  params: signedOrderParams,
  response: buyerOrderSchema,
  notFound: 'errors.notFound',
});

export const signedReceipt = endpoint({
  method: 'GET',
  path: '/api/order-status/:id/:signature/receipt.pdf',
  access: 'public',
  summary: "The buyer's receipt from their mail's signed link",
  params: signedOrderParams,
  response: 'application/pdf',
  notFound: 'errors.notFound',
});

export const accountOrders = endpoint({
  method: 'GET',
  path: '/api/account/orders',
  access: 'verified',
  summary: "Orders bought with the account's e-mail, with the bracelets packed for them",
  response: z.array(accountOrderSchema),
});

export const accountReceipt = endpoint({
  method: 'GET',
  path: '/api/account/orders/:id/receipt.pdf',
  access: 'verified',
  summary: 'The receipt of an order bought with the account e-mail',
  params: z.object({ id: uuidSchema }),
  response: 'application/pdf',
  notFound: 'errors.notFound',
});
