// Refunds (Payments v2) and tracking (Orders v2 track) held to PayPal's published documents: every
// request the client sends and every answer the stand-in gives, refusals included, is checked against
// tests/paypal-stand-in/contracts (the stand-in records any violation and stop() fails the test).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paypalContract } from '#tests/paypal-stand-in/paypal-contract.ts';
import {
  accessTokenOf,
  capturedOrder,
  createOrderInput,
  eur,
  startContractPayPal,
  transmissionOf,
} from '#tests/paypal-stand-in/contract-client.ts';
import { startPayPalStandIn, type PayPalStandIn } from '#tests/paypal-stand-in/paypal-stand-in.ts';
import { ManualClock } from './clock.ts';
import {
  PayPalApiError,
  PayPalBadAnswerError,
  PayPalClient,
  PayPalUnavailableError,
} from './paypal-client.ts';

const contract = paypalContract();
const EUR = eur;
/** One bracelet of 29.99 EUR, no shipping. */
const oneBracelet = () => createOrderInput({ quantity: 1, unit: '29.99', shipping: '0.00' });
const PAYMENTS = 'payments_payment_v2.json';

describe('PayPal refunds and tracking against the published contract', () => {
  let paypal: PayPalStandIn;
  let client: PayPalClient;

  beforeEach(async () => {
    ({ paypal, client } = await startContractPayPal());
  });
  afterEach(async () => {
    await paypal.stop();
  });

  /** A captured PayPal order of 29.99 EUR: its id and its capture's id. */
  async function captured(): Promise<{ orderId: string; captureId: string }> {
    const { orderId, capture } = await capturedOrder(paypal, client, oneBracelet());
    return { orderId, captureId: capture.id };
  }

  const refund = (captureId: string, value: string, requestId = crypto.randomUUID()) =>
    client.refundCapture({ captureId, amount: EUR(value), noteToPayer: 'Scratched band', requestId });

  const track = (
    orderId: string,
    captureId: string,
    more: Partial<Parameters<PayPalClient['addTracking']>[0]>,
  ) =>
    client.addTracking({
      orderId,
      captureId,
      trackingNumber: '00340434161094042557',
      carrier: 'DHL',
      requestId: crypto.randomUUID(),
      ...more,
    });

  /** A call past the client, as any caller could send it: PayPal's answer, status and body. */
  async function raw(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const accessToken = await accessTokenOf(paypal);
    const res = await fetch(`${paypal.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  /** Every call was a documented operation with a valid request and a valid answer. */
  function expectAllDocumented(operations: string[]): void {
    const used = new Set<string>();
    for (const call of paypal.calls) {
      const match = contract.match(call.method, call.path);
      expect(match, `${call.method} ${call.path}`).toBeDefined();
      used.add(match!.operation.operationId);
      expect(contract.checkRequest(match!, call.request)).toEqual([]);
      expect(contract.checkResponse(match!, call.answer!.status, call.answer!.body)).toEqual([]);
    }
    for (const operation of operations) expect(used).toContain(operation);
    expect(paypal.takeViolations()).toEqual([]);
  }

  it('refunds part, then the rest; the capture reads PARTIALLY_REFUNDED then REFUNDED; a refund reads back', async () => {
    const { orderId, captureId } = await captured();
    const first = await refund(captureId, '10.00');
    expect(first).toMatchObject({ status: 'COMPLETED', amount: EUR('10.00') });
    const payments = async () => (await client.getOrder(orderId)).purchase_units![0]!.payments!;
    expect((await payments()).captures![0]!.status).toBe('PARTIALLY_REFUNDED');
    const rest = await refund(captureId, '19.99');
    expect(rest.amount).toEqual(EUR('19.99'));
    expect((await payments()).captures![0]!.status).toBe('REFUNDED');
    const refunds = ((await payments()) as { refunds?: Array<{ id: string }> }).refunds;
    expect(refunds?.map((r) => r.id)).toEqual([first.id, rest.id]);
    expect(await client.getRefund(first.id)).toMatchObject({
      id: first.id,
      status: 'COMPLETED',
      amount: EUR('10.00'),
    });
    expect(paypal.refundsOf(captureId).map((r) => r.amount.value)).toEqual(['10.00', '19.99']);
    const up = paypal.refundsOf(captureId)[0]!.links.find((link) => link.rel === 'up');
    expect(up?.href).toBe(`${paypal.url}/v2/payments/captures/${captureId}`);
    const sent = paypal.callsTo('POST', /\/refund$/);
    expect(sent[0]!.body).toEqual({ amount: EUR('10.00'), note_to_payer: 'Scratched band' });
    expect(sent.every((call) => call.requestId)).toBe(true);
    expect(sent.every((call) => call.request.headers.prefer === 'return=representation')).toBe(true);
    expectAllDocumented(['captures.refund', 'refunds.get', 'orders.get']);
  });

  it('sends the invoice id when given, and never asks PayPal to mail the buyer', async () => {
    const { captureId } = await captured();
    await client.refundCapture({
      captureId,
      amount: EUR('2.50'),
      noteToPayer: 'Rimborso parziale',
      invoiceId: 'SKT-2026-0042',
      requestId: crypto.randomUUID(),
    });
    expect(paypal.callsTo('POST', /\/refund$/)[0]!.body).toEqual({
      amount: EUR('2.50'),
      note_to_payer: 'Rimborso parziale',
      invoice_id: 'SKT-2026-0042',
    });
    expect(paypal.refundsOf(captureId)[0]).toMatchObject({ invoice_id: 'SKT-2026-0042' });
    expectAllDocumented(['captures.refund']);
  });

  it('the stand-in refunds what is left for an empty body, and answers the minimal refund without Prefer', async () => {
    const { captureId } = await captured();
    await refund(captureId, '9.99');
    const path = `/v2/payments/captures/${captureId}/refund`;
    const answer = await raw('POST', path, {}, { 'paypal-request-id': crypto.randomUUID() });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['id', 'links', 'status']);
    expect(paypal.refundsOf(captureId).map((r) => r.amount)).toEqual([EUR('9.99'), EUR('20.00')]);
    const full = await raw('GET', `/v2/payments/refunds/${String(answer.body.id)}`, undefined);
    expect(full.body).toMatchObject({ status: 'COMPLETED', amount: EUR('20.00') });
    expectAllDocumented(['captures.refund', 'refunds.get']);
  });

  it('the same PayPal-Request-Id answers the same refund: nothing is refunded twice', async () => {
    const { captureId } = await captured();
    const id = crypto.randomUUID();
    const once = await refund(captureId, '5.00', id);
    const again = await refund(captureId, '5.00', id);
    expect(again.id).toBe(once.id);
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
    expect(await refund(captureId, '5.00')).not.toMatchObject({ id: once.id });
    expect(paypal.refundsOf(captureId)).toHaveLength(2);
    expectAllDocumented(['captures.refund']);
  });

  it("answers PayPal's documented refusals: more than is left, fully refunded, other currency, unknown capture", async () => {
    const { captureId } = await captured();
    await expect(refund(captureId, '30.00')).rejects.toMatchObject({
      status: 422,
      issue: 'REFUND_AMOUNT_EXCEEDED',
    });
    await expect(
      client.refundCapture({
        captureId,
        amount: { currency_code: 'USD', value: '1.00' },
        noteToPayer: 'x',
        requestId: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 422, issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH' });
    expect(paypal.refundsOf(captureId)).toEqual([]);
    paypal.refundFromPayPal(captureId);
    await expect(refund(captureId, '1.00')).rejects.toMatchObject({
      status: 422,
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
    const unknown = refund('0VF52814937998046', '1.00');
    await expect(unknown).rejects.toBeInstanceOf(PayPalApiError);
    await expect(unknown).rejects.toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
    await expect(client.getRefund('1JU08902781691411')).rejects.toMatchObject({
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
    });
    expectAllDocumented(['captures.refund', 'refunds.get']);
  });

  it('retries a 5xx once with the same request id, refunding once; a second 5xx is a bad answer', async () => {
    const { captureId } = await captured();
    paypal.failNext(1, /\/refund$/, 500);
    await refund(captureId, '1.00');
    const ids = paypal.callsTo('POST', /\/refund$/).map((call) => call.requestId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
    paypal.failNext(2, /\/refund$/, 500);
    const failed = refund(captureId, '1.00');
    await expect(failed).rejects.toBeInstanceOf(PayPalBadAnswerError);
    // Payments v2 documents its 500 without a body: the debug id comes from PayPal's header.
    await expect(failed).rejects.toMatchObject({ debugId: expect.any(String) });
    expect(paypal.callsTo('POST', /\/refund$/).at(-1)!.answer).toEqual({ status: 500, body: '' });
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
    expectAllDocumented(['captures.refund']);
  });

  it('PayPal not answering or unreachable is unavailable, for refunds, refund look-ups and tracking', async () => {
    const { orderId, captureId } = await captured();
    const slow = new PayPalClient({
      config: {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        webhookId: undefined,
        apiBase: paypal.url,
      },
      clock: new ManualClock(),
      timeoutMs: 200,
    });
    await slow.generateClientToken();
    paypal.hang = true;
    const request = { captureId, amount: EUR('1.00'), noteToPayer: 'x', requestId: crypto.randomUUID() };
    await expect(slow.refundCapture(request)).rejects.toBeInstanceOf(PayPalUnavailableError);
    paypal.hang = false;
    expect(paypal.refundsOf(captureId)).toEqual([]);

    // A PayPal whose port is closed: the token is cached, every call is refused.
    const gone = await startPayPalStandIn();
    const cut = new PayPalClient({
      config: {
        clientId: gone.clientId,
        clientSecret: gone.clientSecret,
        webhookId: undefined,
        apiBase: gone.url,
      },
      clock: new ManualClock(),
    });
    await cut.generateClientToken();
    await gone.stop();
    await expect(cut.refundCapture(request)).rejects.toBeInstanceOf(PayPalUnavailableError);
    await expect(cut.getRefund('1JU08902781691411')).rejects.toBeInstanceOf(PayPalUnavailableError);
    await expect(
      cut.addTracking({
        orderId,
        captureId,
        trackingNumber: '1Z999AA10123456784',
        carrier: 'UPS',
        requestId: crypto.randomUUID(),
      }),
    ).rejects.toBeInstanceOf(PayPalUnavailableError);
  });

  it('adds a tracker to a captured order and reads it back in the order', async () => {
    const { orderId, captureId } = await captured();
    const tracked = await track(orderId, captureId, {});
    expect(tracked.trackerId).toBe(`${captureId}-00340434161094042557`);
    expect(paypal.trackersOf(orderId).map((t) => t.id)).toEqual([tracked.trackerId]);
    const shipping = (await client.getOrder(orderId)).purchase_units![0]!.shipping!;
    expect(shipping.trackers?.map((t) => t.id)).toEqual([tracked.trackerId]);
    expect(paypal.callsTo('POST', /\/track$/)[0]!.body).toEqual({
      transaction_id: captureId,
      status: 'SHIPPED',
      capture_id: captureId,
      tracking_number: '00340434161094042557',
      carrier: 'DHL',
      notify_payer: false,
    });
    expectAllDocumented(['orders.track.create', 'orders.get']);
  });

  it("sends another carrier as OTHER with its name; the checker still refuses a carrier PayPal doesn't list", async () => {
    const { orderId, captureId } = await captured();
    const other = await track(orderId, captureId, {
      trackingNumber: 'RR123456789IT',
      carrier: 'OTHER',
      carrierNameOther: 'Corriere Locale',
    });
    expect(other.trackerId).toBe(`${captureId}-RR123456789IT`);
    expect(paypal.callsTo('POST', /\/track$/)[0]!.body).toMatchObject({
      carrier: 'OTHER',
      carrier_name_other: 'Corriere Locale',
    });
    expectAllDocumented(['orders.track.create']);

    const invented = await raw('POST', `/v2/checkout/orders/${orderId}/track`, {
      transaction_id: captureId,
      status: 'SHIPPED',
      capture_id: captureId,
      tracking_number: 'X123',
      carrier: 'SAFEKID_COURIER',
    });
    expect(invented.status).toBe(400);
    expect(paypal.trackersOf(orderId)).toHaveLength(1);
    expect(paypal.takeViolations()).toEqual([
      `POST /v2/checkout/orders/${orderId}/track: request body /carrier: /carrier must be equal to one of the allowed values, got "SAFEKID_COURIER"`,
    ]);
  });

  it('the same request id answers the same tracker; a 5xx is retried with it and makes one tracker', async () => {
    const { orderId, captureId } = await captured();
    const requestId = crypto.randomUUID();
    const once = await track(orderId, captureId, { requestId });
    const again = await track(orderId, captureId, { requestId });
    expect(again.trackerId).toBe(once.trackerId);
    expect(paypal.trackersOf(orderId)).toHaveLength(1);

    paypal.failNext(1, /\/track$/, 500);
    const retried = await track(orderId, captureId, { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(retried.trackerId).toBe(`${captureId}-1Z999AA10123456784`);
    const last = paypal.callsTo('POST', /\/track$/).slice(-2);
    expect(last.map((call) => call.answer?.status)).toEqual([500, 201]);
    expect(new Set(last.map((call) => call.requestId)).size).toBe(1);
    expect(paypal.trackersOf(orderId)).toHaveLength(2);
    expectAllDocumented(['orders.track.create']);
  });

  it('refuses a tracker for an uncaptured order, for a capture not of the order, and for an unknown order', async () => {
    const { orderId, captureId } = await captured();
    await expect(track(orderId, 'WRONGCAPTURE0001', {})).rejects.toMatchObject({
      status: 422,
      issue: 'CAPTURE_ID_NOT_FOUND',
    });
    const unpaid = await client.createOrder(oneBracelet());
    await expect(track(unpaid.id, captureId, {})).rejects.toMatchObject({
      status: 422,
      issue: 'CAPTURE_STATUS_NOT_VALID',
    });
    await expect(track('5O190127TN364715T', captureId, {})).rejects.toMatchObject({
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
    });
    expect(paypal.trackersOf(orderId)).toEqual([]);
    expect(paypal.trackersOf(unpaid.id)).toEqual([]);
    expectAllDocumented(['orders.track.create', 'orders.create']);
  });

  it('tracks a partly refunded capture, but not one PayPal still holds as pending', async () => {
    const { orderId, captureId } = await captured();
    await refund(captureId, '5.00');
    expect((await track(orderId, captureId, {})).trackerId).toBe(`${captureId}-00340434161094042557`);

    const held = await capturedOrder(paypal, client, oneBracelet(), 'PENDING');
    expect([held.answer.status, held.capture.status]).toEqual(['COMPLETED', 'PENDING']);
    await expect(track(held.orderId, held.capture.id, {})).rejects.toMatchObject({
      status: 422,
      issue: 'CAPTURE_STATUS_NOT_VALID',
    });
    expect(paypal.trackersOf(held.orderId)).toEqual([]);
    expectAllDocumented(['orders.track.create', 'captures.refund', 'orders.capture']);
  });

  it('builds PAYMENT.CAPTURE.REFUNDED and REVERSED events as PayPal sends them, signed and verifiable', async () => {
    const { orderId, captureId } = await captured();
    const outside = paypal.refundFromPayPal(captureId, EUR('4.00'));
    const refunded = paypal.captureRefundedEvent(outside);
    const reversed = paypal.captureReversedEvent(captureId, EUR('25.99'));
    for (const [event, type, value] of [
      [refunded, 'PAYMENT.CAPTURE.REFUNDED', '4.00'],
      [reversed, 'PAYMENT.CAPTURE.REVERSED', '25.99'],
    ] as const) {
      expect(event).toMatchObject({ event_type: type, resource_type: 'refund', resource_version: '2.0' });
      expect(contract.validate('notifications_webhooks_v1.json', '/components/schemas/event', event)).toEqual(
        [],
      );
      const resource = event.resource as {
        amount: unknown;
        status: string;
        links: Array<{ rel: string; href: string }>;
      };
      expect(contract.validate(PAYMENTS, '/components/schemas/refund', resource)).toEqual([]);
      expect(resource).toMatchObject({ status: 'COMPLETED', amount: EUR(value) });
      expect(resource.links.find((link) => link.rel === 'up')?.href).toBe(
        `${paypal.url}/v2/payments/captures/${captureId}`,
      );
      const signed = paypal.signWebhook(event);
      const transmission = transmissionOf(signed.headers);
      expect(await client.verifyWebhookSignature(transmission, signed.body)).toBe(true);
    }
    // Both came off the capture on PayPal's side: nothing is left to refund, and the order says so.
    expect(paypal.refundsOf(captureId)).toHaveLength(2);
    const capture = (await client.getOrder(orderId)).purchase_units![0]!.payments!.captures![0]!;
    expect(capture.status).toBe('REFUNDED');
    await expect(refund(captureId, '0.01')).rejects.toMatchObject({ issue: 'CAPTURE_FULLY_REFUNDED' });
    expectAllDocumented(['orders.get', 'captures.refund', 'verify-webhook-signature.post']);
  });
});
