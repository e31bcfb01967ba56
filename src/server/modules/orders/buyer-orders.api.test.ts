// The buyer's own view (issue 32): the signed page from their mails, whose signature is the only
// credential (a changed one reads as an unknown order), and the orders on a verified parent's account
// with the bracelets packed for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingUrlOf } from '#shared/carriers.ts';
import { orderNumberOf, type AccountOrder, type BuyerOrder } from '#shared/schemas/order.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { readPdf } from '#tests/helpers/pdf-reader.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { TEST_SESSION_SECRET } from '#tests/helpers/test-app.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../payments/payments.test-support.ts';
import { orderSignature } from './order-link.ts';
import { capturedOrder, insertOrder, packedOrder } from './orders.test-support.ts';

const signedPath = (id: string, signature = orderSignature(TEST_SESSION_SECRET, id)) =>
  `/api/order-status/${id}/${signature}`;

describe("the buyer's signed order page", () => {
  let t: CheckoutTestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    admin = await adminAgent(t, await createAdmin(t, { username: 'packer' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("the confirmation mail links to it, in the buyer's language; it shows what was bought, and tracking once shipped", async () => {
    const order = await packedOrder(t, admin, { language: 'it', customerEmail: 'mamma@example.test' });
    const signature = orderSignature(TEST_SESSION_SECRET, order.id);
    const resend = await admin.post(`/api/admin/orders/${order.id}/resend-confirmation`);
    expect(resend.statusCode, resend.body).toBe(200);
    const mail = await t.smtp.waitFor('mamma@example.test', (m) => m.text.includes(signature));
    expect(mail.text).toContain(`${t.config.publicUrl}/order/${order.id}/${signature}`);
    expect(mail.html).toContain('lang="it"');

    const before = await t.agent().get(signedPath(order.id));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toMatchObject({
      id: order.id,
      orderNumber: orderNumberOf(order.id),
      status: 'packed',
      quantity: 1,
      amount: '29.99',
      trackingNumber: null,
      receiptUrl: `/api/order-status/${order.id}/${signature}/receipt.pdf`,
    });

    await admin.post(`/api/admin/orders/${order.id}/ship`, {
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
    });
    const after = (await t.agent().get(signedPath(order.id))).json() as BuyerOrder;
    expect(after).toMatchObject({
      status: 'shipped',
      carrierName: 'DHL',
      trackingNumber: '00340434161094042557',
      trackingUrl: trackingUrlOf('DHL', '00340434161094042557'),
    });
  });

  it('shows no PayPal ids, no address, no e-mail', async () => {
    const order = await capturedOrder(t, { shippingAddress: 'Via Roma 1\n00100 Roma' });
    const res = await t.agent().get(signedPath(order.id));
    expect(res.statusCode).toBe(200);
    for (const secret of [order.paypalOrderId, order.paypalCaptureId!, 'Via Roma', order.customerEmail!]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('a changed signature, another order’s signature, an unknown order or one never paid: 404, the same answer', async () => {
    const order = await capturedOrder(t);
    const other = await capturedOrder(t);
    const pending = await insertOrder(t, { status: 'pending' });
    const good = orderSignature(TEST_SESSION_SECRET, order.id);
    const changed = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [
        signedPath(order.id, changed),
        signedPath(order.id, orderSignature(TEST_SESSION_SECRET, other.id)),
        signedPath(order.id, good.slice(0, 20)),
        signedPath('44444444-4444-4444-8444-444444444444'),
        signedPath(pending.id),
        `/api/order-status/not-an-id/${good}`,
      ].map((path) => t.agent().get(path)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.notFound') });
    }
  });

  it("its receipt: the order's PDF for the link's holder, in the buyer's language; a changed signature reads 404", async () => {
    const order = await capturedOrder(t, { language: 'de' });
    const signature = orderSignature(TEST_SESSION_SECRET, order.id);
    const res = await t.agent().get(`${signedPath(order.id)}/receipt.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain(orderNumberOf(order.id));
    expect(text).toContain(translate('de')('receipt.title'));
    const changed = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const refused = await t.agent().get(`${signedPath(order.id, changed)}/receipt.pdf`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: en('errors.notFound') });
  });

  it('500 guesses from 40 addresses all read 404 and leave the real link working', async () => {
    const order = await capturedOrder(t);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => {
        const guess = Buffer.from(`guess-${i}-of-a-signature`).toString('base64url').slice(0, 32);
        return t
          .agent()
          .from(`127.0.${Math.floor(i / 40) % 40}.${(i % 40) + 1}`)
          .get(signedPath(order.id, guess));
      }),
    );
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([404]));
    expect((await t.agent().get(signedPath(order.id))).statusCode).toBe(200);
  });
});

describe("the orders on a parent's account", () => {
  let t: CheckoutTestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    admin = await adminAgent(t, await createAdmin(t, { username: 'account-packer' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the orders paid with the account's e-mail (any letter case), newest first, with their bracelets", async () => {
    const parent = await createUser(t, { email: 'famiglia@example.test' });
    const first = await packedOrder(t, admin, { customerEmail: 'Famiglia@Example.test' });
    t.clock.advance(60_000);
    const second = await capturedOrder(t, { customerEmail: 'famiglia@example.test' });
    await insertOrder(t, { customerEmail: 'famiglia@example.test', status: 'pending' });
    await capturedOrder(t, { customerEmail: 'someone-else@example.test' });

    const res = await (await agentFor(t, parent)).get('/api/account/orders');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const orders = res.json() as AccountOrder[];
    expect(orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(orders[0]!.bracelets).toEqual([]);
    expect(orders[1]!.bracelets).toEqual([{ uniqueCode: expect.any(String), activated: false }]);
    expect(orders[1]!.receiptUrl).toBe(`/api/account/orders/${first.id}/receipt.pdf`);
    // Its receipt too: paid as "Famiglia@Example.test", it is still this account's.
    const receipt = await (await agentFor(t, parent)).get(orders[1]!.receiptUrl);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');

    // Activated from the dashboard's offer: the bracelet says so.
    const code = orders[1]!.bracelets[0]!.uniqueCode;
    const activated = await (await agentFor(t, parent)).post('/api/tags/activate', { uniqueCode: code });
    expect(activated.statusCode, activated.body).toBe(200);
    const again = (await (await agentFor(t, parent)).get('/api/account/orders')).json() as AccountOrder[];
    expect(again[1]!.bracelets).toEqual([{ uniqueCode: code, activated: true }]);
  });

  it('another parent sees none of them; an unverified account and a stranger are refused', async () => {
    await capturedOrder(t, { customerEmail: 'only-mine@example.test' });
    const other = await createUser(t);
    const mine = await (await agentFor(t, other)).get('/api/account/orders');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    const unverified = await createUser(t, { email: 'only-mine-2@example.test', verified: false });
    expect((await (await agentFor(t, unverified)).get('/api/account/orders')).statusCode).toBe(403);
    expect((await t.agent().get('/api/account/orders')).statusCode).toBe(401);
  });
});
