// The order's receipt (issue 32), read back as text with pdf.js: the seller from the admin's PayPal
// settings, the order and its buyer, the bracelets, shipping and total, the VAT they include only when
// the order was priced with a rate, the refunds that moved money, and the buyer's language. Admins only;
// an unknown order and one never paid have no receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYPAL_SETTINGS_DEFAULTS } from '#shared/content-defaults.ts';
import type { PaypalSettings } from '#shared/schemas/content.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';
import { readPdf } from '#tests/helpers/pdf-reader.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { DEFAULT_BUYER } from '#tests/paypal-stand-in/paypal-stand-in.ts';
import { createCheckoutTestApp, orderRow, type CheckoutTestApp } from '../payments/payments.test-support.ts';
import { insertOrderRefund } from './order-refunds.repo.ts';
import { insertOrder } from './orders.test-support.ts';

const SELLER = {
  sellerName: 'SafeKid SRL',
  sellerAddress: 'Via Roma 1\n00184 Roma RM',
  vatNumber: 'IT01234567890',
};
const receiptPath = (id: string) => `/api/admin/orders/${id}/receipt.pdf`;

describe("an order's receipt", () => {
  let t: CheckoutTestApp;
  let admin: TestAgent;
  let address = 0;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    admin = await adminAgent(t, await createAdmin(t));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The shop's settings through the admin's API: 29.99 a bracelet, 4.90 shipping, and `over`. */
  async function settings(over: Partial<PaypalSettings> = {}) {
    const res = await admin.post('/api/admin/paypal-settings', {
      ...PAYPAL_SETTINGS_DEFAULTS,
      price: '29.99',
      currency: 'EUR',
      shippingPrice: '4.90',
      ...SELLER,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** `quantity` bracelets bought and paid through checkout by a buyer of their own, in `language`. */
  async function paidOrder(quantity: number, language = 'en') {
    const buyer = t.agent().from(`198.51.100.${++address}`);
    const created = await buyer.post('/api/paypal/order', { quantity }, { 'accept-language': language });
    expect(created.statusCode, created.body).toBe(201);
    const paypalOrderId = (created.json() as { id: string }).id;
    t.paypal.approve(paypalOrderId);
    expect((await buyer.post(`/api/paypal/order/${paypalOrderId}/capture`)).statusCode).toBe(200);
    return orderRow(t, paypalOrderId);
  }

  /** The receipt's text, its runs of white space (no-break ones too) as one space. */
  async function receiptText(id: string): Promise<string> {
    const res = await admin.get(receiptPath(id));
    expect(res.statusCode, res.body).toBe(200);
    return (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');
  }

  it('prints the seller, the order, the buyer, the bracelets, shipping, total and the VAT included', async () => {
    await settings({ taxRate: '22' });
    const order = await paidOrder(3);
    const orderNumber = orderNumberOf(order.id);

    const res = await admin.get(receiptPath(order.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${orderNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const { text, info } = await readPdf(res.rawPayload);
    expect(info.Title).toBe(`Receipt ${orderNumber}`);

    const lines = text.split('\n');
    expect(lines[0]).toBe('Receipt');
    for (const line of [
      'SafeKid SRL',
      'Via Roma 1',
      '00184 Roma RM',
      'VAT number: IT01234567890',
      `Order number: ${orderNumber}`,
      `Date of payment: ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(t.clock.now())}`,
      `${DEFAULT_BUYER.givenName} ${DEFAULT_BUYER.surname}`,
      DEFAULT_BUYER.email,
    ]) {
      expect(lines).toContain(line);
    }
    const flowing = text.replace(/\s+/g, ' ');
    // Item, quantity, unit price, line total; then shipping and the total, 3 × 29.99 + 4.90.
    expect(flowing).toContain('SafeKid Tag 3 €29.99 €89.97');
    expect(flowing).toContain('Shipping €4.90 Total €94.87');
    // 94.87 × 22 / 122 = 17.1077…, to the cent.
    expect(flowing).toContain('Including VAT at 22% €17.11');
    expect(flowing).not.toContain('Refunds');
  });

  it('prints no VAT line for an order priced without a rate, and no seller line the settings leave empty', async () => {
    await settings({ taxRate: '', sellerName: '', sellerAddress: '', vatNumber: '' });
    const order = await paidOrder(1);
    const text = await receiptText(order.id);
    expect(text).toContain('Total €34.89');
    expect(text).not.toContain('VAT');
    expect(text).not.toContain('SafeKid SRL');
    expect(text).toMatch(/^Receipt Order number: SK-/);
  });

  it('lists each refund that moved money with its date, amount and reason, and the total refunded', async () => {
    await settings({ taxRate: '22' });
    const order = await paidOrder(1);
    t.clock.advance(86_400_000);
    const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, {
      amount: '10',
      reason: 'One bracelet arrived scratched',
      attempt: crypto.randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // A refund PayPal reported as failed moved no money: not on the receipt.
    await insertOrderRefund(t.db, {
      orderId: order.id,
      paypalRefundId: `FAILED-${order.id}`,
      amount: '5.00',
      currency: 'EUR',
      status: 'FAILED',
      reason: 'Bounced refund',
      actor: 'paypal',
      now: t.clock.now(),
    });

    const text = await receiptText(order.id);
    const refundDay = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      t.clock.now(),
    );
    expect(text).toContain(`Refunds Date Amount Reason ${refundDay} €10.00 One bracelet arrived scratched`);
    expect(text).toContain('Total refunded €10.00');
    expect(text).not.toContain('Bounced refund');
    // The receipt still shows what was paid.
    expect(text).toContain('Total €34.89');
  });

  it("prints an Italian buyer's order in Italian", async () => {
    await settings({ taxRate: '22' });
    const order = await paidOrder(3, 'it');
    const text = await receiptText(order.id);
    for (const words of [
      'Ricevuta',
      'Partita IVA: IT01234567890',
      `Numero ordine: ${orderNumberOf(order.id)}`,
      'Data di pagamento:',
      'Articolo Quantità Prezzo unitario Importo',
      'SafeKid Tag 3 29,99 € 89,97 €',
      'Spedizione 4,90 € Totale 94,87 €',
      'di cui IVA 22% 17,11 €',
      'Grazie per il tuo ordine.',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Receipt');
  });

  it('answers 404 for an unknown order and for one never paid', async () => {
    for (const id of [crypto.randomUUID(), (await insertOrder(t, { status: 'pending' })).id]) {
      const res = await admin.get(receiptPath(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.notFound') });
    }
  });

  it('refuses anonymous visitors and signed-in parents', async () => {
    const order = await insertOrder(t);
    const parent = await agentFor(t, await createUser(t));
    for (const agent of [t.agent(), parent]) {
      const res = await agent.get(receiptPath(order.id));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en('errors.adminRequired') });
    }
  });
});
