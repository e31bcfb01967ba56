// POST /api/paypal/webhook: each delivery is verified through PayPal's verify-webhook-signature call
// (the stand-in signs like PayPal), and completes orders whose capture the browser never sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberOf } from '#shared/schemas/order.ts';

import type { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import {
  DEFAULT_BUYER,
  startPayPalStandIn,
  type PayPalStandIn,
} from '#tests/paypal-stand-in/paypal-stand-in.ts';
import {
  approvedOrder,
  createCheckoutTestApp,
  orderRow,
  type CheckoutTestApp,
} from './payments.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

const WEBHOOK = '/api/paypal/webhook';

describe('PayPal webhook', () => {
  let t: CheckoutTestApp;
  let paypal: PayPalStandIn;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    ({ paypal, smtp } = t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function deliver(event: Record<string, unknown>, tamper?: (body: string) => string) {
    const signed = paypal.signWebhook(event);
    const body = tamper ? tamper(signed.body) : signed.body;
    // Sent by PayPal's servers: a foreign Origin-less request, like any server-to-server call.
    return t.agent().post(WEBHOOK, body, signed.headers);
  }

  const rowOf = (paypalOrderId: string) => orderRow(t, paypalOrderId);

  it('CHECKOUT.ORDER.APPROVED captures and completes an order the browser never captured, once', async () => {
    const id = await approvedOrder(t);
    const captures = paypal.captureCount;
    const event = paypal.orderApprovedEvent(id);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'paid', customerEmail: DEFAULT_BUYER.email });
    expect(paypal.captureCount).toBe(captures + 1);
    await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumberOf(row.id)));

    // PayPal redelivers: nothing more happens, and the browser's late capture answers the same result.
    expect((await deliver(event)).statusCode).toBe(200);
    const late = await t.agent().post(`/api/paypal/order/${id}/capture`);
    expect(late.json()).toEqual({ id, status: 'COMPLETED', orderNumber: orderNumberOf(row.id) });
    expect(paypal.captureCount).toBe(captures + 1);
    expect(smtp.messages.filter((m) => m.text.includes(orderNumberOf(row.id)))).toHaveLength(1);
  });

  it('PAYMENT.CAPTURE.COMPLETED completes a capture PayPal had held as pending', async () => {
    const id = await approvedOrder(t);
    paypal.order(id).captureStatus = 'PENDING';
    const first = await t.agent().post(`/api/paypal/order/${id}/capture`);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('PENDING');
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      paypalCaptureId: paypal.order(id).capture!.id,
    });

    paypal.completePendingCapture(id);
    const res = await deliver(paypal.captureCompletedEvent(id));
    expect(res.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(row.status).toBe('paid');
    await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumberOf(row.id)));
  });

  it('refuses a delivery whose body was changed after signing, and changes nothing', async () => {
    const id = await approvedOrder(t);
    const res = await deliver(paypal.orderApprovedEvent(id), (body) => body.replace('"1.0"', '"1.1"'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en('errors.webhookSignatureInvalid') });
    expect((await rowOf(id)).status).toBe('pending');
    expect(paypal.order(id).status).toBe('APPROVED');
  });

  it('refuses a delivery signed for another webhook, and one without the PayPal headers', async () => {
    const id = await approvedOrder(t);
    const foreign = paypal.signWebhook(paypal.orderApprovedEvent(id), 'OTHERWEBHOOK00000');
    expect((await t.agent().post(WEBHOOK, foreign.body, foreign.headers)).statusCode).toBe(400);
    const unsigned = await t.agent().post(WEBHOOK, paypal.orderApprovedEvent(id));
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe(en('errors.webhookSignatureInvalid'));
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('answers 200 to verified events it does not act on, and to orders that are not ours', async () => {
    const other = await deliver({
      id: 'WH-1',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: 'X' },
    });
    expect(other.statusCode).toBe(200);
    const unknown = await deliver({
      id: 'WH-2',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: 'NOTOURS123' },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it("refuses, without asking PayPal, a delivery that cannot be one of PayPal's", async () => {
    const verifications = () => paypal.callsTo('POST', /verify-webhook-signature$/).length;
    const before = verifications();
    // Signed, but not shaped like a PayPal event (Webhooks v1 `event`): PayPal would refuse to check it.
    const shapeless = await deliver({ id: 7, event_type: 'CHECKOUT.ORDER.APPROVED', resource: 'A' });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json()).toEqual({ message: en('errors.webhookEventInvalid') });
    // Headers PayPal never sends (its transmission id is never only digits).
    const signed = paypal.signWebhook({ id: 'WH-4', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: {} });
    const forged = await t.agent().post(WEBHOOK, signed.body, {
      ...signed.headers,
      'paypal-transmission-id': '12345',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: en('errors.webhookSignatureInvalid') });
    expect(verifications()).toBe(before);
  });

  it('answers 502 when PayPal fails to verify, so that PayPal delivers again later', async () => {
    const id = await approvedOrder(t);
    paypal.failNext(2, /verify-webhook-signature$/);
    const res = await deliver(paypal.orderApprovedEvent(id));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: en('errors.paymentProviderError') });
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('a body that is not JSON answers 400', async () => {
    const res = await t.agent().post(WEBHOOK, '{not json', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PayPal webhook without a webhook id', () => {
  it('answers 503: deliveries cannot be verified', async () => {
    const paypal = await startPayPalStandIn();
    const { PAYPAL_WEBHOOK_ID: _unused, ...env } = paypal.env();
    const t = await createTestApp({ env });
    try {
      const signed = paypal.signWebhook({
        id: 'WH-3',
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource: { id: 'A' },
      });
      const res = await t.agent().post(WEBHOOK, signed.body, signed.headers);
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
      await paypal.stop();
    }
  });
});
