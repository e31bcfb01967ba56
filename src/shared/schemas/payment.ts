// Checkout calls (SPEC §7): the client's amount is read but never trusted (DESIGN §3).
import { z } from 'zod';
import { messageRef } from '../message-ref.ts';

export const createOrderSchema = z
  .object({
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
    intent: z.unknown().optional(),
  })
  .passthrough();

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
