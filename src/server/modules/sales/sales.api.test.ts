// The admin's sales overview: orders, revenue, refunds and activations per ISO week (Monday 00:00
// UTC), the all-time totals and the bracelets by state, from records seeded across weeks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, orders, tags } from '#server/db/schema/index.ts';
import type { SalesOverview } from '#shared/schemas/order.ts';
import { createTag } from '#tests/factories/tags.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Wednesday of ISO week 12 of 2026: its week starts on Monday 16 March. */
const NOW = Date.parse('2026-03-18T10:00:00Z');
const at = (iso: string) => new Date(iso);

/** The twelve Mondays the overview covers, oldest first. */
const WEEKS = [
  '2025-12-29',
  '2026-01-05',
  '2026-01-12',
  '2026-01-19',
  '2026-01-26',
  '2026-02-02',
  '2026-02-09',
  '2026-02-16',
  '2026-02-23',
  '2026-03-02',
  '2026-03-09',
  '2026-03-16',
];

type Seeded = Partial<typeof orders.$inferInsert> & { createdAt: Date; status: string; amount: string };

let sequence = 0;
async function insertOrder(t: TestApp, values: Seeded) {
  sequence += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      paypalOrderId: `SALES${String(sequence).padStart(12, '0')}`,
      unitAmount: values.amount,
      currency: 'EUR',
      updatedAt: values.createdAt,
      ...values,
    })
    .returning();
  return row!;
}

async function insertRefund(
  t: TestApp,
  orderId: string,
  values: { amount: string; createdAt: Date; status?: string; currency?: string },
) {
  sequence += 1;
  await t.db.insert(orderRefunds).values({
    orderId,
    paypalRefundId: `REFUND${String(sequence).padStart(10, '0')}`,
    currency: 'EUR',
    status: 'COMPLETED',
    actor: 'admin',
    ...values,
  });
}

describe('the sales overview', () => {
  let t: TestApp;
  let admin: TestAgent;
  let soldCode: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    admin = await adminAgent(t, await createAdmin(t));

    // The oldest week's first instant counts in it; the Sunday before is outside the twelve weeks.
    await insertOrder(t, { status: 'packed', amount: '15.50', createdAt: at('2025-12-29T00:00:00Z') });
    await insertOrder(t, { status: 'paid', amount: '100.00', createdAt: at('2025-12-28T23:59:59.999Z') });
    // Last week: a refunded order made on its Sunday's last millisecond, with a refund that week, one
    // this week and one PayPal refused (no money moved); an order never paid, one PayPal refused,
    // one cancelled, and one in another currency: none counts.
    const refunded = await insertOrder(t, {
      status: 'refunded',
      amount: '29.99',
      refundedAmount: '29.99',
      createdAt: at('2026-03-15T23:59:59.999Z'),
    });
    await insertRefund(t, refunded.id, { amount: '10.00', createdAt: at('2026-03-10T09:00:00Z') });
    await insertRefund(t, refunded.id, { amount: '19.99', createdAt: at('2026-03-16T08:00:00Z') });
    await insertRefund(t, refunded.id, {
      amount: '5.00',
      status: 'FAILED',
      createdAt: at('2026-03-11T09:00:00Z'),
    });
    await insertOrder(t, { status: 'pending', amount: '29.99', createdAt: at('2026-03-10T12:00:00Z') });
    await insertOrder(t, { status: 'failed', amount: '29.99', createdAt: at('2026-03-11T12:00:00Z') });
    await insertOrder(t, { status: 'cancelled', amount: '29.99', createdAt: at('2026-03-12T12:00:00Z') });
    const dollars = await insertOrder(t, {
      status: 'paid',
      amount: '40.00',
      currency: 'USD',
      createdAt: at('2026-03-12T12:00:00Z'),
    });
    await insertRefund(t, dollars.id, {
      amount: '40.00',
      currency: 'USD',
      createdAt: at('2026-03-13T12:00:00Z'),
    });
    // This week: one bracelet, and three with shipping, its first instant included.
    await insertOrder(t, { status: 'paid', amount: '29.99', createdAt: at('2026-03-16T00:00:00Z') });
    const family = await insertOrder(t, {
      status: 'shipped',
      amount: '94.87',
      unitAmount: '29.99',
      quantity: 3,
      shippingAmount: '4.90',
      createdAt: at('2026-03-17T15:30:00Z'),
    });

    // Bracelets: three in stock, one retired from stock; three packed for the family's order; five
    // owned (activated in the window's weeks, before it, and one retired by its parent).
    const parent = await createUser(t);
    for (let i = 0; i < 3; i += 1) await createTag(t);
    const retiredFromStock = await createTag(t, { isActive: 'false' });
    await t.db
      .update(tags)
      .set({ deactivatedAt: at('2026-01-01T00:00:00Z') })
      .where(eq(tags.id, retiredFromStock.id));
    for (let i = 0; i < 3; i += 1) {
      const tag = await createTag(t);
      await t.db
        .update(tags)
        .set({ orderId: family.id, packedAt: at('2026-03-17T16:00:00Z') })
        .where(eq(tags.id, tag.id));
      soldCode = tag.uniqueCode;
    }
    for (const [activatedAt, retired] of [
      ['2025-11-20T10:00:00Z', false],
      ['2026-02-25T10:00:00Z', false],
      ['2026-03-16T00:00:00Z', false],
      ['2026-03-18T09:59:59Z', false],
      [null, true],
    ] as const) {
      const tag = await createTag(t, { userId: parent.id });
      await t.db
        .update(tags)
        .set({
          activatedAt: activatedAt ? at(activatedAt) : null,
          ...(retired ? { deactivatedAt: at('2026-02-01T00:00:00Z'), isActive: 'false' } : {}),
        })
        .where(eq(tags.id, tag.id));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const overview = async (): Promise<SalesOverview> => {
    const res = await admin.get('/api/admin/sales');
    expect(res.statusCode).toBe(200);
    return res.json() as SalesOverview;
  };

  it('refuses anonymous visitors and signed-in parents with 401', async () => {
    const parent = await agentFor(t, await createUser(t));
    for (const agent of [t.agent(), parent]) {
      const res = await agent.get('/api/admin/sales');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en('errors.adminRequired') });
    }
  });

  it('answers twelve ISO weeks, oldest first, empty weeks as 0, in the shop currency, never cached', async () => {
    const res = await admin.get('/api/admin/sales');
    expect(res.headers['cache-control']).toBe('no-store');
    const sales = res.json() as SalesOverview;
    expect(sales.currency).toBe('EUR');
    expect(sales.weeks.map((week) => week.weekStart)).toEqual(WEEKS);
    const zero = { orders: 0, revenue: '0.00', refunds: '0.00', activations: 0 };
    expect(sales.weeks).toEqual([
      { weekStart: '2025-12-29', ...zero, orders: 1, revenue: '15.50' },
      ...WEEKS.slice(1, 8).map((weekStart) => ({ weekStart, ...zero })),
      { weekStart: '2026-02-23', ...zero, activations: 1 },
      { weekStart: '2026-03-02', ...zero },
      { weekStart: '2026-03-09', ...zero, orders: 1, revenue: '29.99', refunds: '10.00' },
      { weekStart: '2026-03-16', orders: 2, revenue: '124.86', refunds: '19.99', activations: 2 },
    ]);
  });

  it('totals captured orders and counted refunds over all time', async () => {
    expect((await overview()).totals).toEqual({ orders: 5, revenue: '270.35', refunds: '29.99' });
  });

  it('counts bracelets in stock, sold to an order and activated', async () => {
    expect((await overview()).bracelets).toEqual({ inStock: 3, sold: 3, activated: 5 });
  });

  it('moves a sold bracelet to activated, counted this week, once a parent activates it', async () => {
    const parent = await agentFor(t, await createUser(t));
    const activated = await parent.post('/api/tags/activate', { uniqueCode: soldCode });
    expect(activated.statusCode).toBe(200);
    const sales = await overview();
    expect(sales.bracelets).toEqual({ inStock: 3, sold: 2, activated: 6 });
    expect(sales.weeks.at(-1)!.activations).toBe(3);
  });

  it('starts a new week on Monday 00:00 UTC: the oldest week drops out', async () => {
    t.clock.set(Date.parse('2026-03-23T00:00:00Z'));
    try {
      // A session of that Monday: the suite's own stays on Wednesday's clock.
      const later = await adminAgent(t, await createAdmin(t));
      const sales = (await later.get('/api/admin/sales')).json() as SalesOverview;
      expect(sales.weeks[0]!.weekStart).toBe('2026-01-05');
      expect(sales.weeks.at(-1)).toEqual({
        weekStart: '2026-03-23',
        orders: 0,
        revenue: '0.00',
        refunds: '0.00',
        activations: 0,
      });
      expect(sales.weeks.at(-2)!.revenue).toBe('124.86');
      expect(sales.weeks.some((week) => week.revenue === '15.50')).toBe(false);
      // The totals are over all time: the week that dropped out still counts there.
      expect(sales.totals.revenue).toBe('270.35');
    } finally {
      t.clock.set(NOW);
    }
  });

  it('follows the shop currency: once it is USD only the dollar order and its refund count', async () => {
    const settings = await t.app.deps.services.content.section('paypalSettings');
    const saved = await admin.post('/api/admin/paypal-settings', { ...settings, currency: 'USD' });
    expect(saved.statusCode).toBe(200);
    const sales = await overview();
    expect(sales.currency).toBe('USD');
    expect(sales.totals).toEqual({ orders: 1, revenue: '40.00', refunds: '40.00' });
    expect(sales.weeks.at(-2)).toMatchObject({ orders: 1, revenue: '40.00', refunds: '40.00' });
    expect(sales.weeks.at(-1)).toMatchObject({ orders: 0, revenue: '0.00', refunds: '0.00', activations: 3 });
  });
});
