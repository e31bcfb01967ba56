// Several bracelets in one checkout (issue 32): the server prices the order from paypal_settings alone
// (unit price × quantity + shipping), sends PayPal the item and the amount's breakdown (the stand-in
// checks them against Orders v2 and adds them up as PayPal does), refuses a quantity above the shop's
// maximum (400) and a total that is not its own (409) before PayPal hears of it, and stores what the
// order was made of.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paypalSettings } from '#server/db/schema/index.ts';
import { MAX_ORDER_QUANTITY, PRODUCT_NAME } from '#shared/constants.ts';
import { PAYPAL_SETTINGS_DEFAULTS } from '#shared/content-defaults.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { DEFAULT_BUYER } from '#tests/paypal-stand-in/paypal-stand-in.ts';
import { createCheckoutTestApp, orderRow, type CheckoutTestApp } from './payments.test-support.ts';

const ORDER = '/api/paypal/order';
const ORDERS_AT_PAYPAL = /^\/v2\/checkout\/orders$/;

describe('checkout of several bracelets', () => {
  let t: CheckoutTestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createCheckoutTestApp({ tokenExpiresIn: 3600 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.update(paypalSettings).set({
      price: '29.99',
      currency: 'EUR',
      shippingPrice: '0',
      maxQuantity: PAYPAL_SETTINGS_DEFAULTS.maxQuantity,
      taxRate: '',
    });
  });

  /** A buyer of their own (each address has its own order allowance). */
  const buyer = () => t.agent().from(`198.51.100.${++address}`);
  const eur = (value: string) => ({ currency_code: 'EUR', value });
  const orderCalls = () => t.paypal.callsTo('POST', ORDERS_AT_PAYPAL).length;
  const rowCount = async () => (await t.db.select().from(orders)).length;

  async function created(body: Record<string, unknown>, headers?: Record<string, string>) {
    const res = await buyer().post(ORDER, body, headers);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    return { id, sent: t.paypal.order(id), row: await orderRow(t, id) };
  }

  /** A request refused before PayPal: no call to PayPal, no row. */
  async function refused(body: unknown, headers?: Record<string, string>) {
    const [calls, rows] = [orderCalls(), await rowCount()];
    const res = await buyer().post(ORDER, body as Record<string, unknown>, headers);
    expect(orderCalls()).toBe(calls);
    expect(await rowCount()).toBe(rows);
    return res;
  }

  it('prices every quantity from 1 to the maximum as unit price × quantity, free shipping, and tells PayPal so', async () => {
    for (let quantity = 1; quantity <= PAYPAL_SETTINGS_DEFAULTS.maxQuantity; quantity++) {
      const total = ((2999 * quantity) / 100).toFixed(2);
      const { sent, row } = await created({ quantity, amount: total, currency: 'EUR', intent: 'CAPTURE' });
      expect(sent.amount, `quantity ${quantity}`).toEqual(eur(total));
      expect(sent.breakdown).toEqual({ item_total: eur(total), shipping: eur('0.00') });
      expect(sent.items).toEqual([
        {
          name: PRODUCT_NAME,
          quantity: String(quantity),
          unit_amount: eur('29.99'),
          category: 'PHYSICAL_GOODS',
        },
      ]);
      // PayPal collects the shipping address (its default, GET_FROM_FILE: nothing turned it off).
      expect(sent.shippingPreference).toBe('GET_FROM_FILE');
      expect(row).toMatchObject({
        status: 'pending',
        quantity,
        amount: total,
        unitAmount: '29.99',
        shippingAmount: '0.00',
        currency: 'EUR',
        taxRate: null,
        itemName: PRODUCT_NAME,
        language: 'en',
      });
    }
  });

  it('adds the shipping price once per order, whatever the quantity', async () => {
    await t.db.update(paypalSettings).set({ shippingPrice: '4.9' });
    for (let quantity = 1; quantity <= PAYPAL_SETTINGS_DEFAULTS.maxQuantity; quantity++) {
      const items = ((2999 * quantity) / 100).toFixed(2);
      const total = ((2999 * quantity + 490) / 100).toFixed(2);
      const { sent, row } = await created({ quantity });
      expect(sent.amount, `quantity ${quantity}`).toEqual(eur(total));
      expect(sent.breakdown).toEqual({ item_total: eur(items), shipping: eur('4.90') });
      expect(row).toMatchObject({ quantity, amount: total, unitAmount: '29.99', shippingAmount: '4.90' });
    }
  });

  it("follows the shop's own maximum up to the highest one allowed, and a currency without decimals", async () => {
    await t.db
      .update(paypalSettings)
      .set({ maxQuantity: MAX_ORDER_QUANTITY, price: '3000', currency: 'JPY', shippingPrice: '500' });
    const { sent, row } = await created({ quantity: MAX_ORDER_QUANTITY });
    expect(sent.amount).toEqual({ currency_code: 'JPY', value: String(3000 * MAX_ORDER_QUANTITY + 500) });
    expect(sent.items?.[0]?.unit_amount).toEqual({ currency_code: 'JPY', value: '3000' });
    expect(row).toMatchObject({ quantity: MAX_ORDER_QUANTITY, currency: 'JPY', shippingAmount: '500' });
  });

  it('an order without a quantity is one bracelet, as before', async () => {
    const { sent, row } = await created({});
    expect(sent.amount).toEqual(eur('29.99'));
    expect(row.quantity).toBe(1);
  });

  it("refuses more bracelets than the shop's maximum with 400 naming that maximum, in the buyer's language", async () => {
    await t.db.update(paypalSettings).set({ maxQuantity: 3 });
    const res = await refused({ quantity: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: en('validation.quantity', { max: 3 }),
      errors: { quantity: [en('validation.quantity', { max: 3 })] },
    });
    const italian = await refused({ quantity: 4 }, { 'accept-language': 'it' });
    expect(italian.statusCode).toBe(400);
    expect(italian.json().message).toBe(translate('it')('validation.quantity', { max: 3 }));
    expect(italian.json().message).not.toBe(res.json().message);
    // Three is still fine.
    expect((await created({ quantity: 3 })).row.quantity).toBe(3);
  });

  it('refuses a quantity that is not a whole number from 1 up with a clear 400', async () => {
    const message = en('validation.quantity', { max: MAX_ORDER_QUANTITY });
    for (const quantity of [0, -1, 2.5, MAX_ORDER_QUANTITY + 1, 'abc', '3', null, true, [2], { n: 2 }]) {
      const res = await refused({ quantity });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(res.json(), JSON.stringify(quantity)).toEqual({ message, errors: { quantity: [message] } });
    }
  });

  it("refuses a total that is not the server's with 409 and a translated message, before PayPal or a row", async () => {
    await t.db.update(paypalSettings).set({ shippingPrice: '4.90' });
    for (const body of [
      // The unit price sent as the total of three, a cent off, a tampered currency, something else.
      { quantity: 3, amount: '29.99', currency: 'EUR' },
      { quantity: 3, amount: '94.86', currency: 'EUR' },
      { quantity: 3, amount: 94.88 },
      { quantity: 1, amount: '0.01', currency: 'EUR', intent: 'CAPTURE' },
      { quantity: 3, amount: '94.87', currency: 'USD' },
      { quantity: 3, currency: 'GBP' },
      { quantity: 3, amount: '94.870' },
      { quantity: 3, amount: '-94.87' },
      { quantity: 3, amount: { value: '94.87' } },
      { quantity: 3, amount: null },
      { quantity: 3, amount: '94.87', currency: 7 },
    ]) {
      const res = await refused(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json()).toEqual({ message: en('errors.priceChanged') });
    }
    const german = await refused({ quantity: 2, amount: '59.98' }, { 'accept-language': 'de' });
    expect(german.statusCode).toBe(409);
    expect(german.json()).toEqual({ message: translate('de')('errors.priceChanged') });
    expect(german.json().message).not.toBe(en('errors.priceChanged'));
  });

  it('takes the very total as a number, with fewer decimals or another letter case', async () => {
    await t.db.update(paypalSettings).set({ shippingPrice: '4.90' });
    for (const body of [
      { quantity: 3, amount: '94.87', currency: 'EUR' },
      { quantity: 3, amount: 94.87, currency: 'eur' },
      { quantity: 2, amount: '64.88' },
      { quantity: 1, amount: '34.89', currency: ' EUR ' },
    ]) {
      const { row } = await created(body);
      expect(row.amount, JSON.stringify(body)).toBe(String(body.amount).trim());
    }
    await t.db.update(paypalSettings).set({ price: '30', shippingPrice: '0' });
    expect((await created({ quantity: 2, amount: '60' })).row.amount).toBe('60.00');
  });

  it("stores the shop's VAT rate and the buyer's language on the order", async () => {
    await t.db.update(paypalSettings).set({ taxRate: '22' });
    const { row } = await created({ quantity: 2 }, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(row).toMatchObject({ quantity: 2, taxRate: '22', language: 'de' });
  });

  it('captures three bracelets: the amount checked, the address PayPal collected stored, the mail sent', async () => {
    await t.db.update(paypalSettings).set({ shippingPrice: '4.90' });
    const { id } = await created({ quantity: 3, amount: '94.87', currency: 'EUR' });
    t.paypal.approve(id);
    const res = await buyer().post(`/api/paypal/order/${id}/capture`);
    expect(res.statusCode).toBe(200);
    const row = await orderRow(t, id);
    expect(row).toMatchObject({
      status: 'paid',
      quantity: 3,
      amount: '94.87',
      shippingAddress: 'Jamie Buyer\n1 Main St\nApt 2\n95131 San Jose\nCA\nUS',
    });
    const captured = t.paypal.order(id).capture!;
    expect(captured.amount).toEqual(eur('94.87'));
    await t.smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes('€94.87'));
  });
});
