// Shared set-up of the order-life API tests (issue 32): orders made straight in the database at a
// given step, bracelets in stock or packed, and reading an order's page and history.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, tags } from '#server/db/schema/index.ts';
import type { OrderDetail } from '#shared/schemas/order.ts';
import { createTag } from '#tests/factories/tags.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { approvedOrder, orderRow, type CheckoutTestApp } from '../payments/payments.test-support.ts';
import type { OrderRow } from './orders.repo.ts';

/** An order in the database: paid, one bracelet at 29.99 EUR, unless told otherwise. */
export async function insertOrder(
  t: TestApp,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(orders)
    .values({
      paypalOrderId: `T${randomBytes(8).toString('hex').toUpperCase()}`,
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      status: 'paid',
      customerEmail: `buyer-${randomBytes(4).toString('hex')}@example.test`,
      customerName: 'Jamie Buyer',
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

/** `count` bracelets in stock. */
export async function stock(t: TestApp, count: number) {
  return Promise.all(Array.from({ length: count }, () => createTag(t)));
}

/** A bracelet already packed for the order. */
export async function packedFor(t: TestApp, orderId: string) {
  const tag = await createTag(t);
  await t.db.update(tags).set({ orderId, packedAt: t.clock.now() }).where(eq(tags.id, tag.id));
  return tag;
}

/** The order a bracelet is sold to, and its owner, as stored. */
export async function braceletState(t: TestApp, tagId: string) {
  const [row] = await t.db
    .select({ orderId: tags.orderId, userId: tags.userId, packedAt: tags.packedAt })
    .from(tags)
    .where(eq(tags.id, tagId));
  return row!;
}

export async function orderOf(t: TestApp, id: string): Promise<OrderRow> {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The admin's order page, answered 200. */
export async function detailOf(admin: TestAgent, id: string): Promise<OrderDetail> {
  const res = await admin.get(`/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderDetail;
}

/** The kinds of the order's history, oldest first. */
export async function historyOf(admin: TestAgent, id: string): Promise<string[]> {
  return (await detailOf(admin, id)).events.map((e) => e.kind);
}

/** An order paid through checkout against the PayPal stand-in (PayPal knows its capture). */
export async function capturedOrder(
  t: CheckoutTestApp,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const paypalOrderId = await approvedOrder(t);
  const res = await t.agent().post(`/api/paypal/order/${paypalOrderId}/capture`);
  expect(res.statusCode, res.body).toBe(200);
  const row = await orderRow(t, paypalOrderId);
  if (Object.keys(values).length === 0) return row;
  const [updated] = await t.db.update(orders).set(values).where(eq(orders.id, row.id)).returning();
  return updated!;
}

/** A captured order packed by `admin` with bracelets from stock. */
export async function packedOrder(
  t: CheckoutTestApp,
  admin: TestAgent,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const order = await capturedOrder(t, values);
  const bracelets = await stock(t, order.quantity);
  const res = await admin.post(`/api/admin/orders/${order.id}/pack`, {
    codes: bracelets.map((b) => b.uniqueCode),
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(t, order.id);
}

/** A webhook delivery as PayPal's servers send it, signed by the stand-in. */
export function deliverWebhook(t: CheckoutTestApp, event: Record<string, unknown>) {
  const signed = t.paypal.signWebhook(event);
  return t.agent().post('/api/paypal/webhook', signed.body, signed.headers);
}
