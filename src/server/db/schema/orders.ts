// Shop orders paid through PayPal (SPEC §3 orders, DESIGN §3 payments).
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    paypalOrderId: text().notNull().unique(),
    amount: text().notNull(),
    currency: text().notNull().default('EUR'),
    /** pending → completed → shipped (or failed). */
    status: text().notNull().default('pending'),
    customerEmail: text(),
    customerName: text(),
    shippingAddress: text(),
    paypalCaptureId: text(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_created_at_idx').on(t.createdAt)],
);
