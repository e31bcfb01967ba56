// Migration 0014 (CONTRIBUTING "Migrations"): the release before issue 32, still running beside this
// one during a rolling upgrade, keeps selling. Its statements, as it sends them, against this schema:
// its order gets a unit price and its capture reads as 'paid'.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Row = { id: string; status: string; unit_amount: string; quantity: number; amount: string };
/** The rows a raw statement returned (both drivers answer { rows }). */
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

it("the previous release's checkout works against this schema and its orders read like ours", async () => {
  const id = crypto.randomUUID();
  // Its insertOrder: no unit_amount (NOT NULL since 0013), no quantity.
  const inserted = rowsOf(
    await t.db.execute(sql`
    insert into "orders" ("id", "paypal_order_id", "amount", "currency", "status", "created_at", "updated_at")
    values (${id}, 'PREVIOUS000000001', '29.99', 'EUR', 'pending', now(), now())
    returning *`),
  );
  expect(inserted[0]).toMatchObject({ unit_amount: '29.99', quantity: 1, status: 'pending' });

  // Its completeOrder: 'completed', which this release calls 'paid'.
  const completed = rowsOf(
    await t.db.execute(sql`
    update "orders" set "status" = 'completed', "customer_email" = 'old@example.test', "updated_at" = now()
    where "id" = ${id} and "status" = 'pending'
    returning *`),
  );
  expect(completed).toHaveLength(1);
  expect(completed[0]!.status).toBe('paid');

  // This release's own writes are untouched.
  const ours = rowsOf(
    await t.db.execute(sql`
    insert into "orders" ("paypal_order_id", "amount", "unit_amount", "quantity", "currency", "status")
    values ('OURS0000000000001', '59.98', '29.99', 2, 'EUR', 'packed')
    returning *`),
  );
  expect(ours[0]).toMatchObject({ unit_amount: '29.99', quantity: 2, status: 'packed' });
});
