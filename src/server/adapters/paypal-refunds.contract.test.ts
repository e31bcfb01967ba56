// Refunds (Payments v2) and tracking (Orders v2 track) held to PayPal's published documents: every
// request the client sends and every answer the stand-in gives, refusals included, is checked against
// tests/paypal-stand-in/contracts (the stand-in records any violation and stop() fails the test).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paypalContract } from '#tests/paypal-stand-in/paypal-contract.ts';
import { startPayPalStandIn, type PayPalStandIn } from '#tests/paypal-stand-in/paypal-stand-in.ts';
import { ManualClock } from './clock.ts';
import {
  PayPalApiError,
  PayPalBadAnswerError,
  PayPalClient,
  PayPalUnavailableError,
} from './paypal-client.ts';

const contract = paypalContract();
const EUR = (value: string) => ({ currency_code: 'EUR', value });

describe('PayPal refunds and tracking against the published contract', () => {
  let paypal: PayPalStandIn;
  let client: PayPalClient;

  beforeEach(async () => {
    paypal = await startPayPalStandIn();
    const { clientId, clientSecret, webhookId, url: apiBase } = paypal;
    client = new PayPalClient({
      config: { clientId, clientSecret, webhookId, apiBase },
      clock: new ManualClock(),
    });
  });
  afterEach(async () => {
    await paypal.stop();
  });

  /** A captured PayPal order of 29.99 EUR: its id and its capture's id. */
  async function captured(): Promise<{ orderId: string; captureId: string }> {
    const order = await client.createOrder({
      requestId: crypto.randomUUID(),
      amount: EUR('29.99'),
      referenceId: crypto.randomUUID(),
      description: 'SafeKid Tag',
    });
    paypal.approve(order.id);
    const done = await client.captureOrder(order.id, crypto.randomUUID());
    return { orderId: order.id, captureId: done.purchase_units![0]!.payments!.captures![0]!.id };
  }

  const refund = (captureId: string, value: string, requestId = crypto.randomUUID()) =>
    client.refundCapture({ captureId, amount: EUR(value), noteToPayer: 'Scratched band', requestId });

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
    const capture = async () => (await client.getOrder(orderId)).purchase_units![0]!.payments!.captures![0]!;
    expect((await capture()).status).toBe('PARTIALLY_REFUNDED');
    const rest = await refund(captureId, '19.99');
    expect(rest.amount).toEqual(EUR('19.99'));
    expect((await capture()).status).toBe('REFUNDED');
    expect(await client.getRefund(first.id)).toMatchObject({ id: first.id, status: 'COMPLETED' });
    expect(paypal.refundsOf(captureId).map((r) => r.amount.value)).toEqual(['10.00', '19.99']);
    const sent = paypal.callsTo('POST', /\/refund$/);
    expect(sent[0]!.body).toEqual({ amount: EUR('10.00'), note_to_payer: 'Scratched band' });
    expect(sent.every((call) => call.requestId)).toBe(true);
    expectAllDocumented(['captures.refund', 'refunds.get', 'orders.get']);
  });

  it('the same PayPal-Request-Id answers the same refund: nothing is refunded twice', async () => {
    const { captureId } = await captured();
    const id = crypto.randomUUID();
    const once = await refund(captureId, '5.00', id);
    const again = await refund(captureId, '5.00', id);
    expect(again.id).toBe(once.id);
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
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
    paypal.refundFromPayPal(captureId);
    await expect(refund(captureId, '1.00')).rejects.toMatchObject({
      status: 422,
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
    await expect(refund('0VF52814937998046', '1.00')).rejects.toBeInstanceOf(PayPalApiError);
    await expect(client.getRefund('1JU08902781691411')).rejects.toMatchObject({ status: 404 });
    expectAllDocumented(['captures.refund', 'refunds.get']);
  });

  it('retries a 5xx once with the same request id; a second one is a bad answer; no answer is unavailable', async () => {
    const { captureId } = await captured();
    paypal.failNext(1, /\/refund$/, 503);
    await refund(captureId, '1.00');
    const ids = paypal.callsTo('POST', /\/refund$/).map((call) => call.requestId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    paypal.failNext(2, /\/refund$/, 500);
    await expect(refund(captureId, '1.00')).rejects.toBeInstanceOf(PayPalBadAnswerError);
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
    await expect(
      slow.refundCapture({
        captureId,
        amount: EUR('1.00'),
        noteToPayer: 'x',
        requestId: crypto.randomUUID(),
      }),
    ).rejects.toBeInstanceOf(PayPalUnavailableError);
    paypal.hang = false;
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
    paypal.takeViolations();
  });

  it('adds a tracker to a captured order and reads it back in the order; an uncaptured order or a wrong capture is refused', async () => {
    const { orderId, captureId } = await captured();
    const tracked = await client.addTracking({
      orderId,
      captureId,
      trackingNumber: '00340434161094042557',
      carrier: 'DHL',
      requestId: crypto.randomUUID(),
    });
    expect(tracked.trackerId).toBe(`${captureId}-00340434161094042557`);
    expect(paypal.trackersOf(orderId)).toHaveLength(1);
    expect((await client.getOrder(orderId)).purchase_units![0]!.shipping!.trackers).toHaveLength(1);
    expect(paypal.callsTo('POST', /\/track$/)[0]!.body).toEqual({
      transaction_id: captureId,
      status: 'SHIPPED',
      capture_id: captureId,
      tracking_number: '00340434161094042557',
      carrier: 'DHL',
      notify_payer: false,
    });
    // OTHER is not in the document's carrier enum: nothing goes to PayPal for it.
    const other = await client.addTracking({
      orderId,
      captureId,
      trackingNumber: 'RR123456789IT',
      carrier: 'OTHER',
      carrierNameOther: 'Corriere Locale',
      requestId: crypto.randomUUID(),
    });
    expect(other.trackerId).toBeNull();
    expect(paypal.callsTo('POST', /\/track$/)).toHaveLength(1);

    await expect(
      client.addTracking({
        orderId,
        captureId: 'WRONGCAPTURE0001',
        trackingNumber: 'X123',
        carrier: 'UPS',
        requestId: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 422, issue: 'CAPTURE_ID_NOT_FOUND' });
    const unpaid = await client.createOrder({
      requestId: crypto.randomUUID(),
      amount: EUR('29.99'),
      referenceId: crypto.randomUUID(),
      description: 'SafeKid Tag',
    });
    await expect(
      client.addTracking({
        orderId: unpaid.id,
        captureId,
        trackingNumber: 'X123',
        carrier: 'UPS',
        requestId: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 422, issue: 'CAPTURE_STATUS_NOT_VALID' });
    expectAllDocumented(['orders.track.create', 'orders.get']);
  });
});
