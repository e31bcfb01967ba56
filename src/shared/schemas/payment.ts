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

/** The order number a buyer and the shop quote: 'SK-' and the first 10 hex digits of the order's id. */
export function orderNumberOf(orderId: string): string {
  return `SK-${orderId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

const ORDER_STATUSES = ['pending', 'completed', 'shipped', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order as the admin's Orders tab and its ship call answer it. */
export const orderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  paypalCaptureId: z.string().nullable(),
  confirmationSentAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  paypalOrderId: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

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
