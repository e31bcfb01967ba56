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

export type OrderStatus = 'pending' | 'completed' | 'shipped' | 'failed';

/** The order number a buyer and the shop quote: 'SK-' and the first 10 hex digits of the order's id. */
export function orderNumberOf(orderId: string): string {
  return `SK-${orderId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

export type OrderView = {
  id: string;
  orderNumber: string;
  paypalCaptureId: string | null;
  confirmationSentAt: string | null;
  shippedAt: string | null;
  paypalOrderId: string;
  amount: string;
  currency: string;
  status: OrderStatus;
  customerEmail: string | null;
  customerName: string | null;
  shippingAddress: string | null;
  createdAt: string;
  updatedAt: string;
};
export type CaptureResponse = { id: string; status: string; orderNumber: string };
/** GET /api/paypal/setup: what the JS SDK needs (the client id is public; the token is short-lived). */
export type PaypalSetupResponse = { clientId: string; clientToken: string };
export type CreateOrderResponse = { id: string };
