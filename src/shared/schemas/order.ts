// An order's life after checkout (issue 32): its view for the admin and the buyer, packing, shipping,
// refunds, its history, and the shop's sales overview. Money is a decimal string in the order's currency.
import { z } from 'zod';
import { CARRIER_CODES } from '../carriers.ts';
import { MAX_ORDER_QUANTITY } from '../constants.ts';
import { messageRef } from '../message-ref.ts';

/** The order number a buyer and the shop quote: 'SK-' and the first 10 hex digits of the order's id. */
export function orderNumberOf(orderId: string): string {
  return `SK-${orderId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

/**
 * pending → paid → packed → shipped; refunded once the whole amount went back (a partial refund keeps
 * the status); cancelled (never paid, or stopped by the shop); failed (PayPal refused the capture).
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'packed',
  'shipped',
  'refunded',
  'cancelled',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The buyer's money reached the shop (and may since have gone back). */
export const CAPTURED_STATUSES = [
  'paid',
  'packed',
  'shipped',
  'refunded',
] as const satisfies readonly OrderStatus[];

/** Paid orders the shop still owes a confirmation mail to. */
export const CONFIRMABLE_STATUSES = ['paid', 'packed', 'shipped'] as const satisfies readonly OrderStatus[];

export function isCaptured(status: string): boolean {
  return (CAPTURED_STATUSES as readonly string[]).includes(status);
}

/** What happened to an order, one entry per change (order_events.kind). */
export const ORDER_EVENT_KINDS = [
  'created',
  'paid',
  'confirmation_sent',
  'packed',
  'unpacked',
  'shipped',
  'refunded',
  'refund_refused',
  'reversed',
  'returned_to_stock',
  'cancelled',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

const nullableDate = z.string().nullable();

/** An order as the admin's Orders tab, its CSV and its order page read it. */
export const orderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  paypalOrderId: z.string(),
  paypalCaptureId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  itemName: z.string(),
  quantity: z.number().int(),
  unitAmount: z.string(),
  shippingAmount: z.string(),
  /** unitAmount × quantity + shippingAmount. */
  amount: z.string(),
  currency: z.string(),
  /** VAT included in the prices, in percent, when the shop set a rate. */
  taxRate: z.string().nullable(),
  refundedAmount: z.string(),
  language: z.string(),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  /** A carrier code of src/shared/carriers.ts, or the name typed for another carrier. */
  carrier: z.string().nullable(),
  carrierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  confirmationSentAt: nullableDate,
  packedAt: nullableDate,
  shippedAt: nullableDate,
  refundedAt: nullableDate,
  cancelledAt: nullableDate,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderEventSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** An admin's username, 'paypal', 'buyer' or 'system'. */
  actor: z.string(),
  detail: z.record(z.unknown()),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderRefundSchema = z.object({
  id: z.string(),
  paypalRefundId: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A bracelet packed for an order. */
export const packedBraceletSchema = z.object({
  id: z.string(),
  uniqueCode: z.string(),
  physicalId: z.string().nullable(),
  /** A parent has activated it. */
  activated: z.boolean(),
});
export type PackedBracelet = z.infer<typeof packedBraceletSchema>;

/** The admin's order page. */
export const orderDetailSchema = z.object({
  order: orderViewSchema,
  bracelets: z.array(packedBraceletSchema),
  events: z.array(orderEventSchema),
  refunds: z.array(orderRefundSchema),
  /** What can still be refunded: the amount less the refunds so far. */
  refundable: z.string(),
  /** The buyer's signed order page, to paste into a mail. */
  buyerUrl: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const codeSchema = z
  .string({ invalid_type_error: messageRef('validation.braceletCode') })
  .trim()
  .min(1, messageRef('validation.braceletCode'))
  .max(64, messageRef('validation.braceletCode'));

/** The printed codes (or chip numbers) of the bracelets going into the box. */
export const packOrderSchema = z.object({
  codes: z
    .array(codeSchema)
    .min(1, messageRef('validation.packCodes', { max: MAX_ORDER_QUANTITY }))
    .max(MAX_ORDER_QUANTITY, messageRef('validation.packCodes', { max: MAX_ORDER_QUANTITY })),
});
export type PackOrderInput = z.infer<typeof packOrderSchema>;

export const shipOrderSchema = z
  .object({
    carrier: z.enum(CARRIER_CODES, { errorMap: () => ({ message: messageRef('validation.carrier') }) }),
    /** Another carrier's name (carrier OTHER). */
    carrierName: z
      .string()
      .trim()
      .max(64, messageRef('validation.tooLong', { max: 64 }))
      .optional(),
    trackingNumber: z
      .string({ required_error: messageRef('validation.trackingNumber') })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,63}$/, messageRef('validation.trackingNumber')),
  })
  .refine((input) => input.carrier !== 'OTHER' || Boolean(input.carrierName), {
    path: ['carrierName'],
    message: messageRef('validation.carrierName'),
  });
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

export const refundOrderSchema = z.object({
  amount: z
    .string({ required_error: messageRef('validation.priceFormat') })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, messageRef('validation.priceFormat')),
  /** Shown to the buyer in PayPal and in our mail (PayPal's note_to_payer). */
  reason: z
    .string({ required_error: messageRef('validation.refundReason') })
    .trim()
    .min(1, messageRef('validation.refundReason'))
    .max(200, messageRef('validation.tooLong', { max: 200 })),
  /**
   * One refund attempt, chosen by the admin's page: PayPal's request id, so a double click or a retry
   * after a timeout is PayPal's stored answer, never a second refund.
   */
  attempt: z
    .string({ required_error: messageRef('validation.refundAttempt') })
    .uuid(messageRef('validation.refundAttempt')),
});
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/** The packed bracelets that came back and go back to stock. */
export const returnToStockSchema = packOrderSchema;
export type ReturnToStockInput = PackOrderInput;

/** The buyer's view of their order: the signed page and the account page. No PayPal ids, no address. */
export const buyerOrderSchema = orderViewSchema
  .pick({
    id: true,
    orderNumber: true,
    status: true,
    itemName: true,
    quantity: true,
    unitAmount: true,
    shippingAmount: true,
    amount: true,
    currency: true,
    taxRate: true,
    refundedAmount: true,
    carrierName: true,
    trackingNumber: true,
    trackingUrl: true,
    createdAt: true,
    shippedAt: true,
  })
  .extend({
    /** The receipt PDF for this reader (signed, or the account's). */
    receiptUrl: z.string(),
  });
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;

/** An order on the parent's account page, with the bracelets packed for it. */
export const accountOrderSchema = buyerOrderSchema.extend({
  bracelets: z.array(z.object({ uniqueCode: z.string(), activated: z.boolean() })),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** The admin's sales overview: per ISO week (Monday, UTC), most recent last. */
export const salesOverviewSchema = z.object({
  currency: z.string(),
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      orders: z.number().int(),
      revenue: z.string(),
      refunds: z.string(),
      activations: z.number().int(),
    }),
  ),
  totals: z.object({ orders: z.number().int(), revenue: z.string(), refunds: z.string() }),
  bracelets: z.object({ inStock: z.number().int(), sold: z.number().int(), activated: z.number().int() }),
});
export type SalesOverview = z.infer<typeof salesOverviewSchema>;
