// The admin Orders API: newest first, CSV export, only packed orders ship; admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import { orderNumberOf, type OrderView } from '#shared/schemas/order.ts';

import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { en } from '#tests/helpers/messages.ts';

describe('admin orders', () => {
  let t: TestApp;
  let admin: TestAgent;
  const ids = {
    older: '11111111-1111-4111-8111-111111111111',
    newer: '22222222-2222-4222-8222-222222222222',
    pending: '33333333-3333-4333-8333-333333333333',
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t, await createAdmin(t));
    const base = Date.UTC(2026, 0, 10, 12);
    await t.db.insert(orders).values([
      {
        id: ids.older,
        paypalOrderId: 'OLDER000000000001',
        amount: '29.99',
        unitAmount: '29.99',
        currency: 'EUR',
        status: 'paid',
        customerName: '=HYPERLINK("http://evil.example")',
        customerEmail: 'older@example.test',
        shippingAddress: 'Ana Older\n1 Main St\n95131 San Jose\nUS',
        paypalCaptureId: 'CAP1',
        createdAt: new Date(base),
        updatedAt: new Date(base),
      },
      {
        id: ids.newer,
        paypalOrderId: 'NEWER000000000002',
        amount: '12.50',
        unitAmount: '12.50',
        currency: 'GBP',
        status: 'paid',
        customerName: 'Ben "Newer"',
        customerEmail: 'newer@example.test',
        shippingAddress: 'Ben Newer, 2 High St',
        createdAt: new Date(base + 86_400_000),
        updatedAt: new Date(base + 86_400_000),
      },
      {
        id: ids.pending,
        paypalOrderId: 'PENDING0000000003',
        amount: '29.99',
        unitAmount: '29.99',
        currency: 'EUR',
        status: 'pending',
        createdAt: new Date(base - 86_400_000),
        updatedAt: new Date(base - 86_400_000),
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses anonymous visitors and signed-in parents with 401 on every call', async () => {
    const parent = await agentFor(t, await createUser(t));
    for (const agent of [t.agent(), parent]) {
      for (const res of [
        await agent.get('/api/admin/orders'),
        await agent.get('/api/admin/orders.csv'),
        await agent.post(`/api/admin/orders/${ids.newer}/ship`),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: en('errors.adminRequired') });
      }
    }
  });

  it('lists orders newest first with status, amount, customer and shipping address', async () => {
    const res = await admin.get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json() as OrderView[];
    expect(list.map((o) => o.id)).toEqual([ids.newer, ids.older, ids.pending]);
    expect(list[1]).toMatchObject({
      orderNumber: orderNumberOf(ids.older),
      status: 'paid',
      amount: '29.99',
      currency: 'EUR',
      customerEmail: 'older@example.test',
      shippingAddress: 'Ana Older\n1 Main St\n95131 San Jose\nUS',
      paypalCaptureId: 'CAP1',
      shippedAt: null,
    });
  });

  it('exports CSV with a header row, quoted cells and formula-looking cells neutralised', async () => {
    const res = await admin.get('/api/admin/orders.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Created at,Status,Amount,Currency,Customer name,Customer email,Shipping address,PayPal order id,PayPal capture id,Confirmation sent at,Shipped at',
    );
    expect(lines[1]).toContain(`${orderNumberOf(ids.newer)},`);
    expect(lines[1]).toContain('"Ben ""Newer"""');
    expect(lines[1]).toContain('"Ben Newer, 2 High St"');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(res.body).toContain('"Ana Older\n1 Main St\n95131 San Jose\nUS"');
  });

  it('ships only a packed order: a paid one answers 409 and stays paid; unknown ids answer 404', async () => {
    const body = { carrier: 'DHL', trackingNumber: '00340434161094042557' };
    const paid = await admin.post(`/api/admin/orders/${ids.older}/ship`, body);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ message: en('errors.orderNotShippable') });
    const pending = await admin.post(`/api/admin/orders/${ids.pending}/ship`, body);
    expect(pending.statusCode).toBe(409);
    expect(
      (await admin.post('/api/admin/orders/44444444-4444-4444-8444-444444444444/ship', body)).statusCode,
    ).toBe(404);
    expect((await admin.post('/api/admin/orders/not-a-uuid/ship', body)).statusCode).toBe(404);
    const list = (await admin.get('/api/admin/orders')).json() as OrderView[];
    expect(list.find((o) => o.id === ids.older)!.status).toBe('paid');
    expect(list.find((o) => o.id === ids.pending)!.status).toBe('pending');
  });
});
