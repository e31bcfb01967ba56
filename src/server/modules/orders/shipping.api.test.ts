// Shipping a packed order (issue 32): the tracking goes to PayPal (Orders v2 track, checked by the
// stand-in against PayPal's document), the order ships, and the buyer is mailed in their language.
// PayPal refusing or down leaves the order packed; a mail that does not go leaves it shipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingUrlOf } from '#shared/carriers.ts';
import { orderNumberOf, type OrderDetail } from '#shared/schemas/order.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { TEST_SESSION_SECRET } from '#tests/helpers/test-app.ts';
import {
  createCheckoutTestApp,
  impatientInstance,
  type CheckoutTestApp,
} from '../payments/payments.test-support.ts';
import { buyerOrderUrl } from './order-link.ts';
import { detailOf, orderOf, packedOrder } from './orders.test-support.ts';

const DHL = { carrier: 'DHL', trackingNumber: '00340434161094042557' };
const shipPath = (id: string) => `/api/admin/orders/${id}/ship`;

describe('shipping an order', () => {
  let t: CheckoutTestApp;
  let shipper: { id: string };
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    shipper = await createAdmin(t, { username: 'shipper' });
    admin = await adminAgent(t, shipper);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The track calls the stand-in received for a PayPal order. */
  const trackCalls = (paypalOrderId: string) =>
    t.paypal.calls.filter((c) => c.path === `/v2/checkout/orders/${paypalOrderId}/track`);

  it("sends the tracking to PayPal, ships the order and mails the buyer in the order's language", async () => {
    const order = await packedOrder(t, admin, { language: 'it', customerEmail: 'italia@example.test' });
    t.clock.advance(3_600_000);
    const res = await admin.post(shipPath(order.id), DHL);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as OrderDetail;
    expect(detail.order).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      carrierName: 'DHL',
      trackingNumber: DHL.trackingNumber,
      trackingUrl: trackingUrlOf('DHL', DHL.trackingNumber),
      shippedAt: t.clock.now().toISOString(),
    });

    const [call, ...more] = trackCalls(order.paypalOrderId);
    expect(more).toEqual([]);
    expect(call!.body).toMatchObject({
      capture_id: order.paypalCaptureId,
      tracking_number: DHL.trackingNumber,
      carrier: 'DHL',
    });
    expect(call!.requestId).toMatch(new RegExp(`^track-${order.id}-`));
    expect(t.paypal.trackersOf(order.paypalOrderId)).toHaveLength(1);
    expect((await orderOf(t, order.id)).paypalTrackerId).toEqual(expect.any(String));

    const italian = translate('it');
    const orderNumber = orderNumberOf(order.id);
    const mail = await t.smtp.waitFor('italia@example.test', (m) => m.subject.includes(orderNumber));
    expect(mail.subject).toBe(italian('mail.orderShipped.subject', { orderNumber }));
    expect(mail.text).toContain(italian('mail.orderShipped.intro', { orderNumber }));
    expect(mail.text).toContain(DHL.trackingNumber);
    expect(mail.text).toContain(trackingUrlOf('DHL', DHL.trackingNumber)!);
    expect(mail.text).toContain(buyerOrderUrl(t.config.publicUrl, TEST_SESSION_SECRET, order.id));
    expect(mail.html).toContain('lang="it"');

    expect(detail.events.at(-1)).toMatchObject({
      kind: 'shipped',
      actor: 'shipper',
      detail: { carrier: 'DHL', trackingNumber: DHL.trackingNumber, paypal: 'sent', mailed: true },
    });
  });

  it("another carrier goes to PayPal as OTHER with its name; the buyer's mail names it, with no tracking link", async () => {
    const order = await packedOrder(t, admin, { customerEmail: 'other@example.test' });
    const res = await admin.post(shipPath(order.id), {
      carrier: 'OTHER',
      carrierName: 'Pony Express',
      trackingNumber: 'PX-123 456',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      carrier: 'Pony Express',
      carrierName: 'Pony Express',
      trackingUrl: null,
    });
    const [call, ...more] = trackCalls(order.paypalOrderId);
    expect(more).toEqual([]);
    expect(call!.body).toMatchObject({
      carrier: 'OTHER',
      carrier_name_other: 'Pony Express',
      tracking_number: 'PX-123 456',
    });
    const mail = await t.smtp.waitFor('other@example.test', (m) => m.text.includes('PX-123 456'));
    expect(mail.text).toContain('Pony Express');
    expect(mail.text).not.toContain(en('mail.orderShipped.trackingLine', { link: '' }).trim());
  });

  it('refuses another carrier without a name and a tracking number that cannot be one', async () => {
    const order = await packedOrder(t, admin);
    const noName = await admin.post(shipPath(order.id), { carrier: 'OTHER', trackingNumber: 'AB123' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.carrierName).toEqual([en('validation.carrierName')]);
    const badNumber = await admin.post(shipPath(order.id), { carrier: 'UPS', trackingNumber: '<script>' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors.trackingNumber).toEqual([en('validation.trackingNumber')]);
    expect((await orderOf(t, order.id)).status).toBe('packed');
    expect(trackCalls(order.paypalOrderId)).toEqual([]);
  });

  it('ships only a packed order: not one still to pack, nor one shipped already', async () => {
    const order = await packedOrder(t, admin);
    expect((await admin.post(shipPath(order.id), DHL)).statusCode).toBe(200);
    const again = await admin.post(shipPath(order.id), {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: en('errors.orderNotShippable') });
    expect((await orderOf(t, order.id)).carrier).toBe('DHL');
    expect(trackCalls(order.paypalOrderId)).toHaveLength(1);
  });

  it('PayPal refusing the tracking leaves the order packed with a clear message, and no mail', async () => {
    const order = await packedOrder(t, admin, {
      paypalCaptureId: 'NOTTHECAPTURE0001',
      customerEmail: 'refused-track@example.test',
    });
    const res = await admin.post(shipPath(order.id), DHL);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en('errors.trackingRefused'));
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'packed', carrier: null, shippedAt: null });
    expect((await detailOf(admin, order.id)).events.at(-1)!.kind).toBe('packed');
    expect(
      t.smtp.messagesTo('refused-track@example.test').filter((m) => m.text.includes(DHL.trackingNumber)),
    ).toEqual([]);
  });

  it('PayPal down or failing leaves the order packed: 503 when it does not answer, 502 when it fails', async () => {
    const order = await packedOrder(t, admin);
    const impatient = await impatientInstance(t);
    t.paypal.hang = true;
    try {
      const down = await (await adminAgent(impatient, shipper)).post(shipPath(order.id), DHL);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: en('errors.paymentProviderDown') });
    } finally {
      t.paypal.hang = false;
      await impatient.close();
    }
    t.paypal.failNext(2, /\/track$/, 500);
    const failing = await admin.post(shipPath(order.id), DHL);
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toEqual({ message: en('errors.paymentProviderError') });
    expect((await orderOf(t, order.id)).status).toBe('packed');

    // Back up: the same carrier and number is the same request, and the order ships once.
    expect((await admin.post(shipPath(order.id), DHL)).statusCode).toBe(200);
    const ids = new Set(
      t.paypal.calls
        .filter((c) => c.path === `/v2/checkout/orders/${order.paypalOrderId}/track`)
        .map((c) => c.requestId),
    );
    expect(ids.size).toBe(1);
    expect(t.paypal.trackersOf(order.paypalOrderId)).toHaveLength(1);
  });

  it('ships even when the mail server refuses; the history says the mail did not go, and resend sends it', async () => {
    const order = await packedOrder(t, admin, { customerEmail: 'later@example.test' });
    t.smtp.rejectWith = 'mailbox busy';
    let detail: OrderDetail;
    try {
      const res = await admin.post(shipPath(order.id), DHL);
      expect(res.statusCode).toBe(200);
      detail = res.json() as OrderDetail;
    } finally {
      t.smtp.rejectWith = undefined;
    }
    expect(detail.order.status).toBe('shipped');
    expect(detail.events.at(-1)).toMatchObject({ kind: 'shipped', detail: { mailed: false } });

    const resent = await admin.post(`/api/admin/orders/${order.id}/resend-confirmation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const mail = await t.smtp.waitFor('later@example.test');
    expect(mail.subject).toBe(en('mail.orderShipped.subject', { orderNumber: orderNumberOf(order.id) }));
    expect(mail.text).toContain(DHL.trackingNumber);
    expect((resent.json() as OrderDetail).events.at(-1)).toMatchObject({
      kind: 'confirmation_sent',
      actor: 'shipper',
      detail: { mail: 'shipped' },
    });
  });
});
