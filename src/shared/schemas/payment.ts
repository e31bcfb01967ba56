// Checkout calls (SPEC §7): the client's amount is read but never trusted (DESIGN §3).
import { z } from 'zod';

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
  .regex(/^[A-Z0-9-]+$/i, 'Invalid order id');

export type OrderStatus = 'pending' | 'completed' | 'shipped' | 'failed';
export type OrderView = {
  id: string;
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
