// The admin's order page (issue 32): an order paid through checkout with its history from the start
// (created, paid, confirmation mailed), cancelling an unpaid order, and mailing the buyer again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberOf, type OrderDetail } from '#shared/schemas/order.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { TEST_SESSION_SECRET } from '#tests/helpers/test-app.ts';
import {
  approvedOrder,
  createCheckoutTestApp,
  orderRow,
  type CheckoutTestApp,
} from '../payments/payments.test-support.ts';
import { buyerOrderPath } from './order-link.ts';
import { detailOf, historyOf, insertOrder, orderOf } from './orders.test-support.ts';

describe("an order's page", () => {
  let t: CheckoutTestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    admin = await adminAgent(t, await createAdmin(t, { username: 'shopkeeper' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows an order paid through checkout with its history from the start, its refundable amount and the buyer's link", async () => {
    const paypalOrderId = await approvedOrder(t);
    expect((await t.agent().post(`/api/paypal/order/${paypalOrderId}/capture`)).statusCode).toBe(200);
    const row = await orderRow(t, paypalOrderId);
    const detail = await detailOf(admin, row.id);
    expect(detail.order).toMatchObject({
      id: row.id,
      orderNumber: orderNumberOf(row.id),
      status: 'paid',
      paypalCaptureId: row.paypalCaptureId,
    });
    expect(detail.events.map((e) => [e.kind, e.actor])).toEqual([
      ['created', 'buyer'],
      ['paid', 'paypal'],
      ['confirmation_sent', 'system'],
    ]);
    expect(detail.events[1]!.detail).toMatchObject({ captureId: row.paypalCaptureId, amount: row.amount });
    // Oldest first, each after the one before, even within one instant of the clock.
    const times = detail.events.map((e) => e.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(detail).toMatchObject({ bracelets: [], refunds: [], refundable: row.amount });
    expect(detail.buyerUrl).toBe(`${t.config.publicUrl}${buyerOrderPath(TEST_SESSION_SECRET, row.id)}`);
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    expect((await admin.get('/api/admin/orders/44444444-4444-4444-8444-444444444444')).statusCode).toBe(404);
    const malformed = await admin.get('/api/admin/orders/not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: en('errors.notFound') });
  });

  it('cancels an order never paid, and only such an order', async () => {
    const pending = await insertOrder(t, { status: 'pending' });
    t.clock.advance(1_000);
    const res = await admin.post(`/api/admin/orders/${pending.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as OrderDetail;
    expect(detail.order).toMatchObject({ status: 'cancelled', cancelledAt: t.clock.now().toISOString() });
    expect(detail.events.at(-1)).toMatchObject({ kind: 'cancelled', actor: 'shopkeeper' });

    for (const status of ['paid', 'cancelled', 'shipped'] as const) {
      const order = await insertOrder(t, { status });
      const refused = await admin.post(`/api/admin/orders/${order.id}/cancel`);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toEqual({ message: en('errors.orderNotCancellable') });
      expect((await orderOf(t, order.id)).status).toBe(status);
    }
  });

  it('never charges a cancelled order: a later approval and capture is refused before PayPal', async () => {
    const paypalOrderId = await approvedOrder(t);
    const row = await orderRow(t, paypalOrderId);
    expect((await admin.post(`/api/admin/orders/${row.id}/cancel`)).statusCode).toBe(200);
    const captures = t.paypal.captureCount;
    const capture = await t.agent().post(`/api/paypal/order/${paypalOrderId}/capture`);
    expect(capture.statusCode).toBe(422);
    expect(capture.json().message).toBe(en('errors.paymentFailed'));
    expect(t.paypal.captureCount).toBe(captures);
    expect((await orderOf(t, row.id)).status).toBe('cancelled');
  });

  it("mails the buyer's confirmation again and records who sent it", async () => {
    const order = await insertOrder(t, { customerEmail: 'again@example.test' });
    const res = await admin.post(`/api/admin/orders/${order.id}/resend-confirmation`);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.smtp.waitFor('again@example.test');
    expect(mail.subject).toBe(en('alertMail.orderSubject', { orderNumber: orderNumberOf(order.id) }));
    expect((res.json() as OrderDetail).events.at(-1)).toMatchObject({
      kind: 'confirmation_sent',
      actor: 'shopkeeper',
      detail: { mail: 'confirmation' },
    });
    expect((await orderOf(t, order.id)).confirmationSentAt).not.toBeNull();
  });

  it('has no confirmation to send for an unpaid order or one without an e-mail', async () => {
    for (const values of [{ status: 'pending' }, { customerEmail: null }, { status: 'cancelled' }]) {
      const order = await insertOrder(t, values);
      const res = await admin.post(`/api/admin/orders/${order.id}/resend-confirmation`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: en('errors.orderNotConfirmable') });
      expect(await historyOf(admin, order.id)).toEqual([]);
    }
  });

  it('says so when the mail server refuses, and records nothing', async () => {
    const order = await insertOrder(t, { customerEmail: 'refused@example.test' });
    t.smtp.rejectWith = 'mailbox unavailable';
    try {
      const res = await admin.post(`/api/admin/orders/${order.id}/resend-confirmation`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: en('errors.orderMailFailed') });
    } finally {
      t.smtp.rejectWith = undefined;
    }
    expect(await historyOf(admin, order.id)).toEqual([]);
    expect((await orderOf(t, order.id)).confirmationSentAt).toBeNull();
  });
});
