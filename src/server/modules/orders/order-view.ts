// An order row as the admin reads it (Orders tab, order page, CSV), and as its buyer does.
import { CARRIERS, trackingUrlOf } from '#shared/carriers.ts';
import {
  buyerOrderSchema,
  orderNumberOf,
  type BuyerOrder,
  type OrderStatus,
  type OrderView,
} from '#shared/schemas/order.ts';
import type { OrderRow } from './orders.repo.ts';

/** A known carrier's name, or the name typed for another. */
export function carrierNameOf(carrier: string | null): string | null {
  if (!carrier) return null;
  return (CARRIERS as Record<string, { name: string }>)[carrier]?.name || carrier;
}

function iso(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}

export function orderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    orderNumber: orderNumberOf(row.id),
    paypalOrderId: row.paypalOrderId,
    paypalCaptureId: row.paypalCaptureId,
    status: row.status as OrderStatus,
    itemName: row.itemName,
    quantity: row.quantity,
    unitAmount: row.unitAmount,
    shippingAmount: row.shippingAmount,
    amount: row.amount,
    currency: row.currency,
    taxRate: row.taxRate,
    refundedAmount: row.refundedAmount,
    language: row.language,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    shippingAddress: row.shippingAddress,
    carrier: row.carrier,
    carrierName: carrierNameOf(row.carrier),
    trackingNumber: row.trackingNumber,
    trackingUrl: row.carrier && row.trackingNumber ? trackingUrlOf(row.carrier, row.trackingNumber) : null,
    confirmationSentAt: iso(row.confirmationSentAt),
    packedAt: iso(row.packedAt),
    shippedAt: iso(row.shippedAt),
    refundedAt: iso(row.refundedAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The buyer's view: the schema keeps what was bought and where it is; no PayPal ids, no address. */
export function buyerOrderView(row: OrderRow, receiptUrl: string): BuyerOrder {
  return buyerOrderSchema.parse({ ...orderView(row), receiptUrl });
}
