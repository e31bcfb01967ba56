// Refunds (issue 32): whole or partial through PayPal's capture refund (the stand-in checks every call
// against PayPal's Payments v2 document), idempotent by PayPal-Request-Id, the buyer's mail; refusals
// and outages leave the order as it was; PayPal's own refunds and reversals arrive by webhook, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberOf, type OrderDetail } from '#shared/schemas/order.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import {
  createCheckoutTestApp,
  impatientInstance,
  type CheckoutTestApp,
} from '../payments/payments.test-support.ts';
import {
  braceletState,
  capturedOrder,
  deliverWebhook,
  detailOf,
  orderOf,
  packedOrder,
} from './orders.test-support.ts';
import { listOrderBracelets } from './order-bracelets.repo.ts';

const refundPath = (id: string) => `/api/admin/orders/${id}/refund`;
/** The refund form's body: each new attempt its own id, as the admin's page makes them. */
const refundOf = (amount: string, reason: string, attempt: string = crypto.randomUUID()) => ({
  amount,
  reason,
  attempt,
});

describe('refunds', () => {
  let t: CheckoutTestApp;
  let cashier: { id: string };
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    cashier = await createAdmin(t, { username: 'cashier' });
    admin = await adminAgent(t, cashier);
  });
  afterAll(async () => {
    await t.close();
  });

  const refundCalls = (captureId: string) =>
    t.paypal.calls.filter((c) => c.path === `/v2/payments/captures/${captureId}/refund`);

  it('refunds part, then the rest: PayPal refunds each, the order is refunded, the buyer is mailed each time', async () => {
    const order = await packedOrder(t, admin, { language: 'de', customerEmail: 'teil@example.test' });
    const captureId = order.paypalCaptureId!;
    const orderNumber = orderNumberOf(order.id);
    const de = translate('de');

    const partBody = refundOf('10', 'Ein Armband defekt');
    const part = await admin.post(refundPath(order.id), partBody);
    expect(part.statusCode, part.body).toBe(200);
    const afterPart = part.json() as OrderDetail;
    expect(afterPart.order).toMatchObject({ status: 'packed', refundedAmount: '10.00', refundedAt: null });
    expect(afterPart.refundable).toBe('19.99');
    expect(afterPart.refunds).toEqual([
      expect.objectContaining({
        amount: '10.00',
        currency: 'EUR',
        reason: 'Ein Armband defekt',
        actor: 'cashier',
      }),
    ]);
    const [first] = refundCalls(captureId);
    expect(first!.body).toMatchObject({
      amount: { currency_code: 'EUR', value: '10.00' },
      note_to_payer: 'Ein Armband defekt',
    });
    expect(first!.requestId).toBe(`refund-${order.id}-${partBody.attempt}`);
    const partMail = await t.smtp.waitFor('teil@example.test', (m) => m.subject.includes(orderNumber));
    expect(partMail.subject).toBe(de('mail.orderRefunded.subject', { orderNumber }));
    expect(partMail.text).toContain('Ein Armband defekt');
    expect(partMail.text.replace(/\u00a0/g, ' ')).toContain(
      de('mail.orderRefunded.partial', { refunded: '10,00 €', total: '29,99 €' }),
    );

    t.clock.advance(60_000);
    const restBody = refundOf('19.99', 'Storniert');
    const rest = await admin.post(refundPath(order.id), restBody);
    expect(rest.statusCode, rest.body).toBe(200);
    const afterRest = rest.json() as OrderDetail;
    expect(afterRest.order).toMatchObject({
      status: 'refunded',
      refundedAmount: '29.99',
      refundedAt: t.clock.now().toISOString(),
    });
    expect(afterRest.refundable).toBe('0.00');
    expect(afterRest.refunds.map((r) => r.amount)).toEqual(['10.00', '19.99']);
    expect(refundCalls(captureId)[1]!.requestId).toBe(`refund-${order.id}-${restBody.attempt}`);
    expect(t.paypal.refundsOf(captureId)).toHaveLength(2);
    const restMail = await t.smtp.waitFor('teil@example.test', (m) => m.text.includes('Storniert'));
    expect(restMail.text).toContain(de('mail.orderRefunded.whole'));
    expect(afterRest.events.filter((e) => e.kind === 'refunded').map((e) => e.actor)).toEqual([
      'cashier',
      'cashier',
    ]);
    // Its bracelets stay sold until the admin says they came back.
    expect(afterRest.bracelets).toHaveLength(1);

    const more = await admin.post(refundPath(order.id), refundOf('1.00', 'Again'));
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: en('errors.orderNotRefundable') });
  });

  it('refuses more than is left, zero, and an order never paid, without asking PayPal', async () => {
    const order = await capturedOrder(t);
    const pending = await capturedOrder(t, { status: 'pending' });
    const calls = t.paypal.calls.length;
    const tooMuch = await admin.post(refundPath(order.id), refundOf('30.00', 'x'));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ message: en('errors.refundTooMuch', { max: '29.99 EUR' }) });
    const zero = await admin.post(refundPath(order.id), refundOf('0.00', 'x'));
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ message: en('errors.refundAmountZero') });
    const noReason = await admin.post(refundPath(order.id), refundOf('1.00', ' '));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual([en('validation.refundReason')]);
    expect((await admin.post(refundPath(pending.id), refundOf('1.00', 'x'))).statusCode).toBe(409);
    expect(t.paypal.calls.length).toBe(calls);
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'paid', refundedAmount: '0' });
  });

  it('a refund PayPal refuses leaves the order as it was, with a clear message; the next attempt is a new request', async () => {
    const order = await capturedOrder(t);
    // Refunded in full on PayPal's side; its webhook has not arrived.
    t.paypal.refundFromPayPal(order.paypalCaptureId!);
    const res = await admin.post(refundPath(order.id), refundOf('5.00', 'Scratched'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: en('errors.refundAlreadyFull'),
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
    expect(await orderOf(t, order.id)).toMatchObject({
      status: 'paid',
      refundedAmount: '0',
      refundedAt: null,
    });
    const detail = await detailOf(admin, order.id);
    expect(detail.refunds).toEqual([]);
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'refund_refused',
      actor: 'cashier',
      detail: { amount: '5.00', issue: 'CAPTURE_FULLY_REFUNDED' },
    });
    // The admin's page tries again as a new attempt: a new request, refused the same way.
    const again = await admin.post(refundPath(order.id), refundOf('5.00', 'Scratched'));
    expect(again.statusCode).toBe(409);
    const requestIds = refundCalls(order.paypalCaptureId!).map((c) => c.requestId);
    expect(new Set(requestIds).size).toBe(2);
  });

  it('PayPal down: 503 and the order unchanged; the retry is the same request and makes one refund', async () => {
    const order = await capturedOrder(t);
    const body = refundOf('29.99', 'Lost parcel');
    const impatient = await impatientInstance(t);
    t.paypal.hang = true;
    try {
      const down = await (await adminAgent(impatient, cashier)).post(refundPath(order.id), body);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: en('errors.paymentProviderDown') });
    } finally {
      t.paypal.hang = false;
      await impatient.close();
    }
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'paid', refundedAmount: '0' });
    t.paypal.failNext(2, /\/refund$/, 503);
    const failing = await admin.post(refundPath(order.id), body);
    expect(failing.statusCode).toBe(502);
    expect((await orderOf(t, order.id)).refundedAmount).toBe('0');

    const retry = await admin.post(refundPath(order.id), body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order).toMatchObject({ status: 'refunded', refundedAmount: '29.99' });
    expect(new Set(refundCalls(order.paypalCaptureId!).map((c) => c.requestId))).toEqual(
      new Set([`refund-${order.id}-${body.attempt}`]),
    );
    expect(t.paypal.refundsOf(order.paypalCaptureId!)).toHaveLength(1);
  });

  it('a double click makes one refund, stored and mailed once, whether the second click arrives during or after the first', async () => {
    const order = await capturedOrder(t, { customerEmail: 'double@example.test' });
    const body = refundOf('7.50', 'Double click');
    const answers = await Promise.all([
      admin.post(refundPath(order.id), body),
      admin.post(refundPath(order.id), body),
    ]);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    // The second click after the first was stored: PayPal's stored answer, nothing new.
    const late = await admin.post(refundPath(order.id), body);
    expect(late.statusCode, late.body).toBe(200);
    expect(t.paypal.refundsOf(order.paypalCaptureId!)).toHaveLength(1);
    const detail = await detailOf(admin, order.id);
    expect(detail.refunds).toHaveLength(1);
    expect(detail.order.refundedAmount).toBe('7.50');
    await t.smtp.waitFor('double@example.test', (m) => m.text.includes('Double click'));
    expect(
      t.smtp.messagesTo('double@example.test').filter((m) => m.text.includes('Double click')),
    ).toHaveLength(1);
  });

  it('refuses a refund without its attempt id, before asking PayPal', async () => {
    const order = await capturedOrder(t);
    const calls = t.paypal.calls.length;
    for (const attempt of [undefined, 'not-a-uuid']) {
      const res = await admin.post(refundPath(order.id), { amount: '1.00', reason: 'x', attempt });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.attempt).toEqual([en('validation.refundAttempt')]);
    }
    expect(t.paypal.calls.length).toBe(calls);
  });
});

describe('refunds reported by PayPal (webhooks)', () => {
  let t: CheckoutTestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    admin = await adminAgent(t, await createAdmin(t, { username: 'webhook-reader' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("PAYMENT.CAPTURE.REFUNDED records a refund made on PayPal's side once; a repeat delivery changes nothing", async () => {
    const order = await packedOrder(t, admin);
    const refund = t.paypal.refundFromPayPal(order.paypalCaptureId!, { currency_code: 'EUR', value: '4.99' });
    const event = t.paypal.captureRefundedEvent(refund);
    for (let delivery = 0; delivery < 2; delivery++) {
      const res = await deliverWebhook(t, event);
      expect(res.statusCode, res.body).toBe(200);
    }
    const detail = await detailOf(admin, order.id);
    expect(detail.order).toMatchObject({ status: 'packed', refundedAmount: '4.99' });
    expect(detail.refunds).toEqual([
      expect.objectContaining({ paypalRefundId: refund.id, amount: '4.99', actor: 'paypal' }),
    ]);
    expect(detail.events.filter((e) => e.kind === 'refunded')).toEqual([
      expect.objectContaining({ actor: 'paypal', detail: expect.objectContaining({ refundId: refund.id }) }),
    ]);
  });

  it('our own refund, reported again by its webhook, is not counted twice', async () => {
    const order = await capturedOrder(t);
    const res = await admin.post(refundPath(order.id), refundOf('9.99', 'Late delivery'));
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = t.paypal.refundsOf(order.paypalCaptureId!);
    expect((await deliverWebhook(t, t.paypal.captureRefundedEvent(refund!))).statusCode).toBe(200);
    const detail = await detailOf(admin, order.id);
    expect(detail.refunds).toEqual([
      expect.objectContaining({ actor: 'webhook-reader', reason: 'Late delivery' }),
    ]);
    expect(detail.order.refundedAmount).toBe('9.99');
  });

  it('PAYMENT.CAPTURE.REVERSED of the whole amount makes the order refunded; its bracelets stay sold', async () => {
    const order = await packedOrder(t, admin);
    const event = t.paypal.captureReversedEvent(order.paypalCaptureId!, {
      currency_code: 'EUR',
      value: '29.99',
    });
    expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    const detail = await detailOf(admin, order.id);
    expect(detail.order).toMatchObject({ status: 'refunded', refundedAmount: '29.99' });
    expect(detail.events.filter((e) => e.kind === 'reversed')).toHaveLength(1);
    const [bracelet] = await listOrderBracelets(t.db, order.id);
    expect((await braceletState(t, bracelet!.id)).orderId).toBe(order.id);
  });

  it('a refund event for a capture that is not ours changes nothing', async () => {
    const order = await capturedOrder(t);
    const refund = t.paypal.refundFromPayPal(order.paypalCaptureId!);
    const event = t.paypal.captureRefundedEvent(refund);
    const foreign = JSON.parse(
      JSON.stringify(event).replaceAll(order.paypalCaptureId!, 'SOMEONEELSES0001'),
    ) as Record<string, unknown>;
    expect((await deliverWebhook(t, foreign)).statusCode).toBe(200);
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'paid', refundedAmount: '0' });
  });
});
