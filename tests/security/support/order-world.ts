// Orders at each step of their life (issue 32) for the security tests: each fixture makes its own, so
// a step that succeeds for the admin never changes what another route's fixture finds.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders, tags } from '#server/db/schema/index.ts';
import { createTag } from '#tests/factories/tags.ts';
import { send, type SecurityApp } from './security-app.ts';

type OrderRow = typeof orders.$inferSelect;

/** An order straight in the database: paid, one bracelet, no PayPal capture, unless told otherwise. */
export async function insertOrder(
  t: SecurityApp,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const [row] = await t.db
    .insert(orders)
    .values({
      paypalOrderId: `SEC${randomBytes(7).toString('hex').toUpperCase()}`,
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      status: 'paid',
      ...values,
    })
    .returning();
  return row!;
}

/** A bracelet already packed for the order. */
export async function packedBracelet(t: SecurityApp, orderId: string) {
  const tag = await createTag(t);
  await t.db.update(tags).set({ orderId, packedAt: t.clock.now() }).where(eq(tags.id, tag.id));
  return tag;
}

/** An order paid through the PayPal stand-in (so PayPal knows its capture), at `status`. */
export async function capturedOrder(t: SecurityApp, status: 'paid' | 'packed' = 'paid'): Promise<OrderRow> {
  const created = await send(t, { method: 'POST', url: '/api/paypal/order', body: {} });
  if (created.statusCode !== 201) throw new Error(`order failed: ${created.statusCode} ${created.body}`);
  const paypalOrderId = (created.json() as { id: string }).id;
  t.paypal.approve(paypalOrderId);
  const captured = await send(t, { method: 'POST', url: `/api/paypal/order/${paypalOrderId}/capture` });
  if (captured.statusCode !== 200) throw new Error(`capture failed: ${captured.statusCode} ${captured.body}`);
  const [row] = await t.db
    .update(orders)
    .set({ status })
    .where(eq(orders.paypalOrderId, paypalOrderId))
    .returning();
  if (status === 'packed') await packedBracelet(t, row!.id);
  return row!;
}
