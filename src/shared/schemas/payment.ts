// Checkout calls (SPEC §7): the client's amount is read but never trusted (DESIGN §3).
import { z } from 'zod';
import { MAX_ORDER_QUANTITY } from '../constants.ts';
import { messageRef } from '../message-ref.ts';

const quantityMessage = messageRef('validation.quantity', { max: MAX_ORDER_QUANTITY });

/**
 * How many bracelets (the shop's own limit is checked by the server); `amount` and `currency`, when sent,
 * are the total the buyer saw: one that differs from the server's own price is refused, never charged.
 */
export const createOrderSchema = z
  .object({
    quantity: z
      .number({ invalid_type_error: quantityMessage })
      .int(quantityMessage)
      .min(1, quantityMessage)
      .max(MAX_ORDER_QUANTITY, quantityMessage)
      .default(1),
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
    intent: z.unknown().optional(),
  })
  .passthrough();
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const paypalOrderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Z0-9-]+$/i, messageRef('validation.orderId'));

export const captureResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  orderNumber: z.string(),
});
export type CaptureResponse = z.infer<typeof captureResponseSchema>;
/** GET /api/paypal/setup: what the JS SDK needs (the client id is public; the token is short-lived). */
export const paypalSetupResponseSchema = z.object({ clientId: z.string(), clientToken: z.string() });
export type PaypalSetupResponse = z.infer<typeof paypalSetupResponseSchema>;
export const createOrderResponseSchema = z.object({ id: z.string() });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
