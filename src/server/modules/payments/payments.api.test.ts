// Checkout against the PayPal stand-in (tests/paypal-stand-in) on a loopback port: setup, the amount
// rule, capture once (also concurrently and from two instances), declines, PayPal down, the mail.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paypalSettings } from '#server/db/schema/index.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';

import type { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  DEFAULT_BUYER,
  startPayPalStandIn,
  type PayPalStandIn,
} from '#tests/paypal-stand-in/paypal-stand-in.ts';
import {
  approvedOrder,
  createCheckoutTestApp,
  impatientInstance,
  orderRow,
  secondInstance,
  type CheckoutTestApp,
} from './payments.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

const ORDER = '/api/paypal/order';
const capturePath = (id: string) => `/api/paypal/order/${id}/capture`;

describe('checkout without PayPal credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with a clear message for setup, order and capture', async () => {
    for (const res of [
      await t.agent().get('/api/paypal/setup'),
      await t.agent().post(ORDER, { amount: '29.99', currency: 'EUR', intent: 'CAPTURE' }),
      await t.agent().post(capturePath('5O190127TN364715T')),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: en('errors.paymentsDisabled') });
    }
    expect(await t.db.select().from(orders)).toHaveLength(0);
    // The operator's choice, not a fault: a warning, never an error for the on-call to chase.
    const said = t.logs().filter((line) => line.msg === en('errors.paymentsDisabled'));
    expect(said.map((line) => line.level)).toEqual([40, 40, 40]);
  });
});

describe('checkout with PayPal', () => {
  let t: CheckoutTestApp;
  let paypal: PayPalStandIn;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    t = await createCheckoutTestApp({ tokenExpiresIn: 3600 });
    ({ paypal, smtp } = t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    paypal.hang = false;
  });

  async function createOrder(
    body: Record<string, unknown> = { amount: '29.99', currency: 'EUR', intent: 'CAPTURE' },
  ) {
    const res = await t.agent().post(ORDER, body);
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  }

  const rowOf = (paypalOrderId: string) => orderRow(t, paypalOrderId);

  it('GET /api/paypal/setup answers the client id and a client token, reusing the cached access token', async () => {
    const tokensBefore = paypal.tokenCount;
    const first = await t.agent().get('/api/paypal/setup');
    const second = await t.agent().get('/api/paypal/setup');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ clientId: paypal.clientId, clientToken: expect.any(String) });
    expect(second.json().clientToken).not.toBe(first.json().clientToken);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(paypal.tokenCount - tokensBefore).toBeLessThanOrEqual(1);
    const tokensNow = paypal.tokenCount;

    // The token lives an hour (minus a safety margin); past that a new one is fetched.
    t.clock.advance(3600 * 1000);
    expect((await t.agent().get('/api/paypal/setup')).statusCode).toBe(200);
    expect(paypal.tokenCount).toBe(tokensNow + 1);
  });

  it('a revoked access token is replaced once and the call succeeds', async () => {
    paypal.revokeTokens();
    const tokens = paypal.tokenCount;
    expect((await t.agent().get('/api/paypal/setup')).statusCode).toBe(200);
    expect(paypal.tokenCount).toBe(tokens + 1);
  });

  it('creates the PayPal order with the price and currency of paypal_settings, whatever intent the client sends', async () => {
    // A sent total other than the server's is refused (checkout-quantity.api.test.ts); no total is fine.
    const id = await createOrder({ intent: 'AUTHORIZE' });
    const created = paypal.order(id);
    expect(created.intent).toBe('CAPTURE');
    expect(created.amount).toEqual({ currency_code: 'EUR', value: '29.99' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ amount: '29.99', currency: 'EUR', status: 'pending' });
    expect(created.customId).toBe(row.id);
    const call = paypal.callsTo('POST', /^\/v2\/checkout\/orders$/).at(-1)!;
    expect(call.requestId).toMatch(/^[0-9a-f-]{36}$/);

    await t.db.update(paypalSettings).set({ price: '12.5', currency: 'GBP' });
    try {
      const gbp = await createOrder({ amount: '12.5', currency: 'GBP' });
      expect(paypal.order(gbp).amount).toEqual({ currency_code: 'GBP', value: '12.50' });
      expect(await rowOf(gbp)).toMatchObject({ amount: '12.50', currency: 'GBP' });
    } finally {
      await t.db.update(paypalSettings).set({ price: '29.99', currency: 'EUR' });
    }
  });

  it('a price PayPal cannot take switches checkout off with a clear message instead of a bad order', async () => {
    await t.db.update(paypalSettings).set({ price: '0' });
    try {
      const res = await t.agent().post(ORDER, {});
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(en('errors.paymentsDisabled'));
    } finally {
      await t.db.update(paypalSettings).set({ price: '29.99' });
    }
  });

  it('captures an approved order: completed with payer and address, confirmation mailed, PayPal-Request-Id sent', async () => {
    const id = await createOrder();
    paypal.approve(id);
    const res = await t.agent().post(capturePath(id));
    expect(res.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(res.json()).toEqual({ id, status: 'COMPLETED', orderNumber: orderNumberOf(row.id) });
    expect(row).toMatchObject({
      status: 'paid',
      customerName: 'Jamie Buyer',
      customerEmail: DEFAULT_BUYER.email,
      shippingAddress: 'Jamie Buyer\n1 Main St\nApt 2\n95131 San Jose\nCA\nUS',
      paypalCaptureId: paypal.order(id).capture!.id,
    });
    const captureCall = paypal.callsTo('POST', new RegExp(`/${id}/capture$`))[0]!;
    expect(captureCall.requestId).toBe(`capture-${row.id}-${row.createdAt.getTime()}`);

    const mail = await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumberOf(row.id)));
    expect(mail.subject).toContain(orderNumberOf(row.id));
    expect(mail.text).toContain('€29.99');
    expect(mail.text).toContain('1 Main St');
    expect((await rowOf(id)).confirmationSentAt).toBeInstanceOf(Date);
  });

  it('a repeated capture answers the stored result without calling PayPal again', async () => {
    const id = await createOrder();
    paypal.approve(id);
    const first = await t.agent().post(capturePath(id));
    const calls = paypal.calls.length;
    const again = await t.agent().post(capturePath(id));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(paypal.calls.length).toBe(calls);
    expect(
      smtp.messagesTo(DEFAULT_BUYER.email).filter((m) => m.text.includes(first.json().orderNumber)),
    ).toHaveLength(1);
  });

  it('two concurrent captures of one order capture once, store one row and send one mail', async () => {
    const id = await createOrder();
    paypal.approve(id);
    const captures = paypal.captureCount;
    const [a, b] = await Promise.all([t.agent().post(capturePath(id)), t.agent().post(capturePath(id))]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(paypal.captureCount).toBe(captures + 1);
    expect(paypal.callsTo('POST', new RegExp(`/${id}/capture$`))).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.paypalOrderId, id))).toHaveLength(1);
    const orderNumber = a.json().orderNumber as string;
    await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumber));
    expect(smtp.messages.filter((m) => m.text.includes(orderNumber))).toHaveLength(1);
  });

  it('two app instances capturing the same order at once charge the buyer once', async () => {
    const second = await secondInstance(t);
    try {
      const id = await createOrder();
      paypal.approve(id);
      const captures = paypal.captureCount;
      const [a, b] = await Promise.all([
        t.agent().post(capturePath(id)),
        second.agent().post(capturePath(id)),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(paypal.captureCount).toBe(captures + 1);
      // Both sent the same PayPal-Request-Id, so PayPal itself could never capture twice.
      const requestIds = new Set(
        paypal.callsTo('POST', new RegExp(`/${id}/capture$`)).map((c) => c.requestId),
      );
      expect(requestIds.size).toBe(1);
      const orderNumber = a.json().orderNumber as string;
      await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumber));
      expect(smtp.messages.filter((m) => m.text.includes(orderNumber))).toHaveLength(1);
      expect((await rowOf(id)).status).toBe('paid');
    } finally {
      await second.close();
    }
  });

  it('a declined payment method answers 422 with a readable message; the buyer can pay another way', async () => {
    const id = await createOrder();
    paypal.approve(id).declineCapture = true;
    const declined = await t.agent().post(capturePath(id));
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({
      message: en('errors.paymentDeclined'),
      issue: 'INSTRUMENT_DECLINED',
    });
    expect((await rowOf(id)).status).toBe('pending');
    const logged = t.logs().find((l) => l.msg === 'PayPal declined the payment method');
    expect(logged).toMatchObject({
      issue: 'INSTRUMENT_DECLINED',
      debugId: expect.stringMatching(/^[0-9a-f]+$/),
    });

    // A reused PayPal-Request-Id would get the stored refusal back: the next attempt sends a new one.
    paypal.order(id).declineCapture = false;
    const paid = await t.agent().post(capturePath(id));
    expect(paid.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('paid');
    const ids = paypal.callsTo('POST', new RegExp(`/${id}/capture$`)).map((c) => c.requestId);
    expect(new Set(ids).size).toBe(2);
  });

  it('a capture PayPal reports as DECLINED fails the order for good, without a retry offer', async () => {
    const id = await createOrder();
    paypal.approve(id).captureStatus = 'DECLINED';
    const res = await t.agent().post(capturePath(id));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: en('errors.paymentDeclined') });
    expect((await rowOf(id)).status).toBe('failed');
    const again = await t.agent().post(capturePath(id));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: en('errors.paymentFailed') });
  });

  it('capturing an order the buyer has not approved answers 422 and leaves it pending', async () => {
    const id = await createOrder();
    const res = await t.agent().post(capturePath(id));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: en('errors.paymentFailed'), issue: 'ORDER_NOT_APPROVED' });
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('an order PayPal already captured (another request id) is read back and completed', async () => {
    const id = await createOrder();
    paypal.approve(id);
    // Captured at PayPal by a call that never reached us (e.g. the webhook path of another deployment).
    paypal.captureCount++;
    const order = paypal.order(id);
    order.status = 'COMPLETED';
    order.capture = {
      id: 'CAPTUREDELSEWHERE',
      status: 'COMPLETED',
      amount: order.amount,
      createTime: new Date().toISOString(),
    };
    const res = await t.agent().post(capturePath(id));
    expect(res.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'paid', paypalCaptureId: 'CAPTUREDELSEWHERE' });
  });

  it('a captured amount that differs from the order marks it failed and answers 422', async () => {
    const id = await createOrder();
    paypal.approve(id).capturedAmountOverride = { currency_code: 'EUR', value: '0.01' };
    const res = await t.agent().post(capturePath(id));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en('errors.paymentFailed'));
    expect((await rowOf(id)).status).toBe('failed');
    expect(
      t.logs().some((l) => l.msg === 'captured amount differs from the order: check and refund in PayPal'),
    ).toBe(true);
  });

  it('unknown and malformed order ids answer 404 and 400', async () => {
    expect((await t.agent().post(capturePath('5O190127TN364715T'))).statusCode).toBe(404);
    expect((await t.agent().post(capturePath('not%20an%20id'))).statusCode).toBe(400);
  });

  it('a PayPal 500 is retried once with the same PayPal-Request-Id', async () => {
    const id = await createOrder();
    paypal.approve(id);
    paypal.failNext(1, /\/capture$/);
    const captures = paypal.captureCount;
    const res = await t.agent().post(capturePath(id));
    expect(res.statusCode).toBe(200);
    const calls = paypal.callsTo('POST', new RegExp(`/${id}/capture$`));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.requestId).toBe(calls[1]!.requestId);
    expect(paypal.captureCount).toBe(captures + 1);
  });

  it('never logs the client secret or any token PayPal issued', async () => {
    const text = t.logText();
    expect(text).not.toContain(paypal.clientSecret);
    for (const secret of paypal.issuedSecrets) expect(text).not.toContain(secret);
  });
});

describe('checkout with PayPal not answering in time', () => {
  let t: CheckoutTestApp;
  let impatient: TestApp;
  beforeAll(async () => {
    t = await createCheckoutTestApp({ tokenExpiresIn: 3600 });
    impatient = await impatientInstance(t);
  });
  afterAll(async () => {
    await impatient.close();
    await t.close();
  });
  afterEach(() => {
    t.paypal.hang = false;
  });

  it('PayPal not answering in time gives a clear 503 and stores nothing', async () => {
    const before = (await t.db.select().from(orders)).length;
    t.paypal.hang = true;
    const res = await impatient.agent().post(ORDER, {});
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: en('errors.paymentProviderDown') });
    expect(await t.db.select().from(orders)).toHaveLength(before);
    expect(
      impatient.logs().some((l) => l.msg === 'PayPal unavailable' && l.reason === 'PayPal timed out'),
    ).toBe(true);
  });

  it('a capture that times out answers 503 and leaves the order pending for a retry', async () => {
    const id = await approvedOrder(t);
    t.paypal.hang = true;
    const res = await impatient.agent().post(capturePath(id));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(en('errors.paymentProviderDown'));
    expect((await orderRow(t, id)).status).toBe('pending');
  });
});

describe('checkout when PayPal is unreachable', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('a refused connection answers 503 with a clear message', async () => {
    const paypal = await startPayPalStandIn();
    const env = paypal.env();
    await paypal.stop();
    t = await createTestApp({ env });
    const res = await t.agent().post(ORDER, {});
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: en('errors.paymentProviderDown') });
  });
});

describe('order creation rate limit', () => {
  let t: TestApp;
  let paypal: PayPalStandIn;
  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    t = await createTestApp({ env: paypal.env() });
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });

  it('refuses a 31st order from one address within the hour, then lets it through after', async () => {
    for (let i = 0; i < 30; i++) expect((await t.agent().post(ORDER, {})).statusCode).toBe(201);
    const refused = await t.agent().post(ORDER, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const created = paypal.orders.size;
    expect(created).toBe(30);
    t.clock.advance(60 * 60 * 1000);
    expect((await t.agent().post(ORDER, {})).statusCode).toBe(201);
  });
});
