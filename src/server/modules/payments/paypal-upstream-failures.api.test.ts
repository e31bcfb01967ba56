// When PayPal fails, the browser gets an upstream answer, never one that looks like ours: 502 with a
// clear message when PayPal answered with an error (any status, 404 included), 503 when it could not
// be reached or did not answer in time. Setup, order creation and capture, against the PayPal stand-in.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';

import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { startPayPalStandIn } from '#tests/paypal-stand-in/paypal-stand-in.ts';
import { insertOrder } from '../orders/orders.repo.ts';
import {
  approvedOrder,
  createCheckoutTestApp,
  impatientInstance,
  orderRow,
  type CheckoutTestApp,
} from './payments.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

const SETUP = '/api/paypal/setup';
const ORDER = '/api/paypal/order';
const capturePath = (id: string) => `/api/paypal/order/${id}/capture`;

const badGateway = { message: en('errors.paymentProviderError') };
const unavailable = { message: en('errors.paymentProviderDown') };

describe('PayPal answering with errors', () => {
  let t: CheckoutTestApp;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const orderCount = async () => (await t.db.select().from(orders)).length;

  it('a PayPal 500 (also on the retry) answers 502 for setup, order and capture', async () => {
    const id = await approvedOrder(t);
    const before = await orderCount();

    t.paypal.failNext(2, /\/v1\/identity\/generate-token$/);
    const setup = await t.agent().get(SETUP);
    t.paypal.failNext(2, /\/v2\/checkout\/orders$/);
    const order = await t.agent().post(ORDER, {});
    t.paypal.failNext(2, /\/capture$/);
    const capture = await t.agent().post(capturePath(id));

    for (const res of [setup, order, capture]) {
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual(badGateway);
    }
    expect(await orderCount()).toBe(before);
    expect((await orderRow(t, id)).status).toBe('pending');
    expect(t.logs().filter((l) => l.msg === 'PayPal answered badly')).toHaveLength(3);
  });

  it('PayPal answering 404 is a 502, never a 404 that looks like a missing route of ours', async () => {
    t.paypal.failNext(1, /\/v1\/identity\/generate-token$/, 404);
    const setup = await t.agent().get(SETUP);
    expect(setup.statusCode).toBe(502);
    expect(setup.json()).toEqual(badGateway);

    // An order we stored, which PayPal says it does not know.
    const id = await approvedOrder(t);
    t.paypal.orders.delete(id);
    const capture = await t.agent().post(capturePath(id));
    expect(capture.statusCode).toBe(502);
    expect(capture.json()).toEqual(badGateway);
    expect((await orderRow(t, id)).status).toBe('pending');

    const refused = t.logs().filter((l) => l.msg === 'PayPal refused the call');
    expect(refused.map((l) => [l.stage, l.status])).toEqual([
      ['client token', 404],
      ['capture', 404],
    ]);
    expect(refused.every((l) => typeof l.debugId === 'string')).toBe(true);
  });

  it('PayPal refusing the request or the credentials answers 502', async () => {
    t.paypal.failNext(1, /\/v2\/checkout\/orders$/, 400);
    const order = await t.agent().post(ORDER, {});
    expect(order.statusCode).toBe(502);
    expect(order.json()).toEqual(badGateway);

    // 401 twice: the client renews its access token once, then gives up.
    const tokens = t.paypal.tokenCount;
    t.paypal.failNext(2, /\/v1\/identity\/generate-token$/, 401);
    const setup = await t.agent().get(SETUP);
    expect(setup.statusCode).toBe(502);
    expect(setup.json()).toEqual(badGateway);
    expect(t.paypal.tokenCount).toBe(tokens + 1);
  });
});

describe('PayPal not answering in time', () => {
  let t: CheckoutTestApp;
  let impatient: TestApp;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    impatient = await impatientInstance(t);
  });
  afterAll(async () => {
    await impatient.close();
    await t.close();
  });
  afterEach(() => {
    t.paypal.hang = false;
  });

  const orderCount = async () => (await t.db.select().from(orders)).length;

  it('answers 503 for setup, order and capture', async () => {
    const id = await approvedOrder(t);
    const before = await orderCount();
    t.paypal.hang = true;
    for (const res of [
      await impatient.agent().get(SETUP),
      await impatient.agent().post(ORDER, {}),
      await impatient.agent().post(capturePath(id)),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
    }
    expect(await orderCount()).toBe(before);
    expect((await orderRow(t, id)).status).toBe('pending');
  });
});

describe('PayPal unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A stand-in started and stopped: its port is closed, so every connection is refused.
    const paypal = await startPayPalStandIn();
    const env = paypal.env();
    await paypal.stop();
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 for setup, order and capture, and stores nothing', async () => {
    const id = randomUUID();
    await insertOrder(t.db, {
      id,
      paypalOrderId: '5O190127TN364715T',
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      now: t.clock.now(),
    });
    for (const res of [
      await t.agent().get(SETUP),
      await t.agent().post(ORDER, {}),
      await t.agent().post(capturePath('5O190127TN364715T')),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
    }
    expect(await t.db.select().from(orders)).toHaveLength(1);
    expect((await orderRow(t, '5O190127TN364715T')).status).toBe('pending');
  });
});
