// Shop orders paid through PayPal (SPEC §3 orders, DESIGN §3 payments), what happened to each, its
// refunds. Money is a decimal string in the order's currency, as PayPal takes it (paypal-amount.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    paypalOrderId: text().notNull().unique(),
    /** What the buyer pays: unitAmount × quantity + shippingAmount, set by the server at checkout. */
    amount: text().notNull(),
    currency: text().notNull().default('EUR'),
    /**
     * pending → paid → packed → shipped; refunded once the whole amount went back; cancelled (never
     * paid, or stopped by the shop); failed (PayPal refused the capture). A partial refund keeps the
     * status and raises refundedAmount.
     */
    status: text().notNull().default('pending'),
    /** The product's name, the bracelets bought and their price when the order was made. */
    itemName: text().notNull().default('SafeKid Tag'),
    quantity: integer().notNull().default(1),
    unitAmount: text().notNull(),
    shippingAmount: text().notNull().default('0'),
    /** VAT included in the prices, in percent ('22'), when the shop set a rate; kept for the receipt. */
    taxRate: text(),
    refundedAmount: text().notNull().default('0'),
    /** The buyer's language at checkout: their mails, order page and receipt. */
    language: text().notNull().default('en'),
    customerEmail: text(),
    customerName: text(),
    shippingAddress: text(),
    paypalCaptureId: text(),
    carrier: text(),
    trackingNumber: text(),
    /** PayPal's id of the tracker our tracking number became (POST /v2/checkout/orders/{id}/track). */
    paypalTrackerId: text(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    packedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_customer_email_idx').on(t.customerEmail),
    index('orders_paypal_capture_id_idx').on(t.paypalCaptureId),
    check('orders_quantity_positive', sql`${t.quantity} between 1 and 100`),
  ],
);

/** Every change of an order's state: when, by whom (an admin's username, 'paypal', 'system'), what. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** created, paid, packed, unpacked, shipped, refunded, reversed, cancelled, confirmation_sent, returned_to_stock */
    kind: text().notNull(),
    actor: text().notNull(),
    /** What the entry needs to be read: codes packed, carrier and number, amount and reason… */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.createdAt)],
);

/** Money sent back through PayPal, by the admin or from PayPal's side (webhook). */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paypalRefundId: text().notNull().unique(),
    amount: text().notNull(),
    currency: text().notNull(),
    /** PayPal's refund status: COMPLETED, PENDING, CANCELLED, FAILED. */
    status: text().notNull(),
    reason: text(),
    actor: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_refunds_order_id_idx').on(t.orderId, t.createdAt)],
);
