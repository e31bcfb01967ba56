// Issue 32's routes with issue 28's outage: while the database is away every order route (the admin's
// steps, the sales overview, the buyer's signed page and account orders) answers 503 with Retry-After,
// never 500, and changes nothing; once it is back they answer again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/connection-failure.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { startOutage, type Outage } from '#tests/helpers/database-outage.ts';
import { en } from '#tests/helpers/messages.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '#tests/helpers/test-app.ts';
import { orderSignature } from './order-link.ts';
import type { OrderRow } from './orders.repo.ts';
import { insertOrder, orderOf, stock } from './orders.test-support.ts';

describe('order routes while the database is away', () => {
  let outage: Outage;
  let t: TestApp;
  let admin: TestAgent;
  let parent: TestAgent;
  let order: OrderRow;
  let codes: string[];

  beforeAll(async () => {
    outage = await startOutage();
    t = await createTestApp({ database: outage.database });
    admin = await adminAgent(t, await createAdmin(t, { username: 'outage-admin' }));
    const user = await createUser(t);
    parent = await agentFor(t, user);
    order = await insertOrder(t, { customerEmail: user.email });
    codes = (await stock(t, 1)).map((tag) => tag.uniqueCode);
  });
  afterAll(async () => {
    await t?.close();
    await outage?.close();
  });

  const calls = () => {
    const path = `/api/admin/orders/${order.id}`;
    return [
      () => admin.get(path),
      () => admin.post(`${path}/pack`, { codes }),
      () => admin.post(`${path}/ship`, { carrier: 'DHL', trackingNumber: '00340434161094042557' }),
      () => admin.post(`${path}/refund`, { amount: '1.00', reason: 'x', attempt: crypto.randomUUID() }),
      () => admin.post(`${path}/cancel`, {}),
      () => admin.get('/api/admin/sales'),
      () => t.agent().get(`/api/order-status/${order.id}/${orderSignature(TEST_SESSION_SECRET, order.id)}`),
      () => parent.get('/api/account/orders'),
    ];
  };

  it('answers 503 with Retry-After to each, never 500', async () => {
    await outage.cut();
    try {
      for (const call of calls()) {
        const res = await call();
        expect(res.statusCode, `${res.raw.req.url} ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(res.json()).toEqual({ message: en('errors.unavailable') });
      }
    } finally {
      await outage.restore();
    }
  });

  it('changed nothing, and answers again once the database is back', async () => {
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'paid', refundedAmount: '0' });
    const signed = await t
      .agent()
      .get(`/api/order-status/${order.id}/${orderSignature(TEST_SESSION_SECRET, order.id)}`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await parent.get('/api/account/orders')).json()).toHaveLength(1);
    expect((await admin.get(`/api/admin/orders/${order.id}`)).statusCode).toBe(200);
  });
});
