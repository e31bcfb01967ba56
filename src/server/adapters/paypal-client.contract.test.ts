// The real PayPal client held to PayPal's published contract (tests/paypal-stand-in/contracts: Orders v2
// and Webhooks v1 OpenAPI documents, plus the token and client-token calls PayPal documents elsewhere):
// every request it sends is a documented path and method with a valid body, and every answer the
// stand-in gives it is valid against the documented response. The stand-in answers nothing else.
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
import type { PayPalStandIn } from '#tests/paypal-stand-in/paypal-stand-in.ts';
import { PayPalApiError, type PayPalClient } from './paypal-client.ts';

const contract = paypalContract();

/** The calls the shop makes, by the operation id of the document that describes each. */
const SHOP_OPERATIONS = [
  'oauth2.token',
  'identity.generate-token',
  'orders.create',
  'orders.get',
  'orders.capture',
  'verify-webhook-signature.post',
];

/** Three bracelets at 29.99 with 4.90 shipping, as checkout sends them; `amount` changes the sums. */
const orderOfThree = (amount: Parameters<typeof createOrderInput>[1] = {}) =>
  createOrderInput({ quantity: 3, unit: '29.99', shipping: '4.90' }, amount);

describe("the PayPal client against PayPal's published contract", () => {
  let paypal: PayPalStandIn;
  let client: PayPalClient;

  // A stand-in per test: stop() fails the test that left a violation behind.
  beforeEach(async () => {
    ({ paypal, client } = await startContractPayPal());
  });
  afterEach(async () => {
    await paypal.stop();
  });

  it('sends only documented calls with valid bodies, and gets only documented answers', async () => {
    const setup = await client.generateClientToken();
    expect(setup.clientToken).toEqual(expect.any(String));
    expect(setup.expiresIn).toBeGreaterThan(0);

    const order = await client.createOrder(orderOfThree());
    expect(order.status).toBe('CREATED');
    // PayPal's refusals are part of the contract too.
    await expect(client.captureOrder(order.id, crypto.randomUUID())).rejects.toMatchObject({
      status: 422,
      issue: 'ORDER_NOT_APPROVED',
    });
    await expect(client.getOrder('5O190127TN364715T')).rejects.toBeInstanceOf(PayPalApiError);

    paypal.approve(order.id);
    expect((await client.getOrder(order.id)).status).toBe('APPROVED');
    const captured = await client.captureOrder(order.id, crypto.randomUUID());
    expect(captured.purchase_units?.[0]?.payments?.captures?.[0]?.status).toBe('COMPLETED');

    const signed = paypal.signWebhook(paypal.captureCompletedEvent(order.id));
    const transmission = transmissionOf(signed.headers);
    expect(await client.verifyWebhookSignature(transmission, signed.body)).toBe(true);
    const tampered = signed.body.replace('"COMPLETED"', '"DECLINED"');
    expect(tampered).not.toBe(signed.body);
    expect(await client.verifyWebhookSignature(transmission, tampered)).toBe(false);

    const used = new Set<string>();
    for (const call of paypal.calls) {
      const what = `${call.method} ${call.path}`;
      const match = contract.match(call.method, call.path);
      expect(match, `${what} is not in PayPal's documents`).toBeDefined();
      used.add(match!.operation.operationId);
      expect(contract.checkRequest(match!, call.request), what).toEqual([]);
      expect(call.answer, `${what} was answered`).toBeDefined();
      expect(contract.checkResponse(match!, call.answer!.status, call.answer!.body), what).toEqual([]);
    }
    expect([...used].sort()).toEqual([...SHOP_OPERATIONS].sort());
    expect(paypal.takeViolations()).toEqual([]);
  });

  it('an order whose items and breakdown add up is kept with its items; one that does not is refused as documented', async () => {
    const order = await client.createOrder(orderOfThree());
    const unit = (await client.getOrder(order.id)).purchase_units?.[0];
    expect(unit?.items).toEqual([
      { name: 'SafeKid Tag', quantity: '3', unit_amount: eur('29.99'), category: 'PHYSICAL_GOODS' },
    ]);
    expect(unit?.amount).toEqual({
      ...eur('94.87'),
      breakdown: { item_total: eur('89.97'), shipping: eur('4.90') },
    });

    for (const [amount, issue] of [
      [{ itemTotal: eur('29.99'), total: eur('34.89') }, 'ITEM_TOTAL_MISMATCH'],
      [{ total: eur('89.97') }, 'AMOUNT_MISMATCH'],
      [{ shipping: { currency_code: 'USD', value: '4.90' } }, 'MULTI_CURRENCY_ORDER'],
    ] as const) {
      await expect(client.createOrder(orderOfThree(amount)), issue).rejects.toMatchObject({
        status: 422,
        errorName: 'UNPROCESSABLE_ENTITY',
        issue,
      });
    }
    const refusals = paypal.callsTo('POST', /^\/v2\/checkout\/orders$/).slice(1);
    expect(refusals.map((call) => call.answer?.status)).toEqual([422, 422, 422]);
    // Each refusal is PayPal's documented 422, down to its description (stop() fails on any other).
    expect(paypal.takeViolations()).toEqual([]);
  });

  it("answers a path or method PayPal does not have with 404 and PayPal's error body, and records it", async () => {
    for (const [method, path] of [
      ['POST', '/v1/identity/generateToken'],
      ['GET', '/v2/checkout/orderz'],
      ['DELETE', '/v2/checkout/orders/5O190127TN364715T'],
    ] as const) {
      const res = await fetch(`${paypal.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ name: 'RESOURCE_NOT_FOUND', debug_id: expect.any(String) });
      expect(contract.validate('checkout_orders_v2.json', '/components/schemas/error_404', body)).toEqual([]);
    }
    expect(paypal.takeViolations()).toEqual([
      "POST /v1/identity/generateToken: PayPal's documents have no such operation",
      "GET /v2/checkout/orderz: PayPal's documents have no such operation",
      "DELETE /v2/checkout/orders/5O190127TN364715T: PayPal's documents have no such operation",
    ]);
  });

  it('refuses a request body the schema forbids with 400 INVALID_REQUEST, and records it', async () => {
    const accessToken = await accessTokenOf(paypal);
    const res = await fetch(`${paypal.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EURO' } }] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ name: 'INVALID_REQUEST', details: [{ location: 'body' }] });
    const violations = paypal.takeViolations();
    expect(violations.some((v) => v.includes('/purchase_units/0/amount/currency_code'))).toBe(true);
    expect(violations.some((v) => v.includes("must have required property 'value'"))).toBe(true);
  });

  it('records an answer of its own that the response schema forbids', async () => {
    // A capture status Orders v2 does not have: the stand-in must not get away with answering it.
    await capturedOrder(paypal, client, orderOfThree(), 'SETTLED' as 'COMPLETED');
    const violations = paypal.takeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(
      /^POST \/v2\/checkout\/orders\/\{id\}\/capture: answer status 201: \/purchase_units\/0\/payments\/captures\/0\/status must be equal to one of the allowed values/,
    );
  });
});
