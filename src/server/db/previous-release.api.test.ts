// Migrations 0014 and 0015 (CONTRIBUTING "Migrations"): the release before, still running beside this
// one during a rolling upgrade, keeps selling and saving tags. Its statements, as it sends them, against
// this schema: its order gets a unit price and its capture reads as 'paid'; its tag saves work.
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

it("the previous release's tag saves work beside a birth month (migration 0015) and leave it alone", async () => {
  const code = `PREV${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  // Its insertOwnedTag and updateChildData: no birth columns.
  const inserted = rowsOf(
    await t.db.execute(sql`
    insert into "tags" ("unique_code", "child_name", "child_age", "created_at", "updated_at")
    values (${code}, 'Mia', 5, now(), now())
    returning *`),
  ) as unknown as Array<Record<string, unknown>>;
  expect(inserted[0]).toMatchObject({ child_age: 5, birth_month: null, birth_year: null });
  await t.db.execute(
    sql`update "tags" set "birth_month" = 3, "birth_year" = 2020 where "unique_code" = ${code}`,
  );
  const updated = rowsOf(
    await t.db.execute(sql`
    update "tags" set "child_name" = 'Mia R', "child_age" = 7, "updated_at" = now()
    where "unique_code" = ${code}
    returning *`),
  ) as unknown as Array<Record<string, unknown>>;
  expect(updated[0]).toMatchObject({ child_age: 7, birth_month: 3, birth_year: 2020 });
});
