// The confirmation-mail retry (decision 011): a mail the SMTP server refused at capture time goes out
// on a later run, once, even with two instances running the job on one database at the same moment.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_RETRY_INTERVAL_MS } from '#server/background-jobs.ts';
import { orders } from '#server/db/schema/index.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DEFAULT_BUYER } from '#tests/paypal-stand-in/paypal-stand-in.ts';
import { CONFIRMATION_RETRY_GAP_MS } from './order-confirmation.ts';
import {
  approvedOrder,
  createCheckoutTestApp,
  orderRow,
  secondInstance,
  type CheckoutTestApp,
} from './payments.test-support.ts';

describe('order confirmation retry', () => {
  let t: CheckoutTestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    smtp = t.smtp;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    smtp.rejectWith = undefined;
  });

  const rowOf = (paypalOrderId: string) => orderRow(t, paypalOrderId);

  const mailsFor = (orderNumber: string) => smtp.messages.filter((m) => m.text.includes(orderNumber));

  /** A paid order whose confirmation the SMTP server refused. */
  async function paidWithoutConfirmation(app: TestApp = t) {
    const id = await approvedOrder(t, app);
    smtp.rejectWith = 'Service not available';
    const captured = await app.agent().post(`/api/paypal/order/${id}/capture`);
    smtp.rejectWith = undefined;
    expect(captured.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'paid', confirmationSentAt: null });
    expect(mailsFor(orderNumberOf(row.id))).toHaveLength(0);
    return { paypalOrderId: id, orderNumber: orderNumberOf(row.id) };
  }

  it('mails a confirmation refused at capture time once its capture is a minute old, and only once', async () => {
    const { paypalOrderId, orderNumber } = await paidWithoutConfirmation();
    expect(t.logs().some((l) => l.msg === 'order confirmation not sent')).toBe(true);

    // Younger than a minute: the capture's own attempt may still be running.
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(0);
    expect(mailsFor(orderNumber)).toHaveLength(0);

    t.clock.advance(CONFIRMATION_RETRY_GAP_MS);
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(1);
    const mail = await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumber));
    expect(mail.subject).toContain(orderNumber);
    expect(mail.text).toContain('1 Main St');
    expect((await rowOf(paypalOrderId)).confirmationSentAt).toEqual(t.clock.now());

    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(0);
    expect(mailsFor(orderNumber)).toHaveLength(1);
  });

  it('a retry the SMTP server refuses again waits for the next gap, then delivers', async () => {
    const { orderNumber } = await paidWithoutConfirmation();
    t.clock.advance(CONFIRMATION_RETRY_GAP_MS);
    smtp.rejectWith = 'Service not available';
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(0);
    smtp.rejectWith = undefined;

    // The failed attempt holds the order for another gap: an immediate run does not pick it up.
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(0);
    expect(mailsFor(orderNumber)).toHaveLength(0);

    t.clock.advance(CONFIRMATION_RETRY_GAP_MS);
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(1);
    await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumber));
    expect(mailsFor(orderNumber)).toHaveLength(1);
  });

  it('two app instances running the retry at the same moment send one mail', async () => {
    const second = await secondInstance(t);
    try {
      const { orderNumber } = await paidWithoutConfirmation(second);
      t.clock.advance(CONFIRMATION_RETRY_GAP_MS);
      const runs = await Promise.all([
        t.app.deps.services.orderConfirmations.mailMissed(),
        second.app.deps.services.orderConfirmations.mailMissed(),
        t.app.deps.services.orderConfirmations.mailMissed(),
        second.app.deps.services.orderConfirmations.mailMissed(),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
      await smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumber));
      expect(mailsFor(orderNumber)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('mails paid orders only: not pending or failed ones, not those without an address or already mailed', async () => {
    const now = t.clock.now();
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    const base = {
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      createdAt: hourAgo,
      updatedAt: hourAgo,
    };
    const rows = await t.db
      .insert(orders)
      .values([
        { ...base, paypalOrderId: 'RETRYPENDING00001', status: 'pending', customerEmail: 'p@example.test' },
        { ...base, paypalOrderId: 'RETRYFAILED000002', status: 'failed', customerEmail: 'f@example.test' },
        { ...base, paypalOrderId: 'RETRYNOMAIL000003', status: 'paid' },
        {
          ...base,
          paypalOrderId: 'RETRYMAILED000004',
          status: 'paid',
          customerEmail: 'm@example.test',
          confirmationSentAt: hourAgo,
        },
        { ...base, paypalOrderId: 'RETRYSHIPPED00005', status: 'shipped', customerEmail: 's@example.test' },
      ])
      .returning();
    const shipped = rows.find((r) => r.status === 'shipped')!;

    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(1);
    const mail = await smtp.waitFor('s@example.test');
    expect(mail.text).toContain(orderNumberOf(shipped.id));
    for (const to of ['p@example.test', 'f@example.test', 'm@example.test']) {
      expect(smtp.messagesTo(to)).toHaveLength(0);
    }
    const untouched = await t.db.select().from(orders).where(eq(orders.updatedAt, hourAgo));
    expect(untouched.map((r) => r.paypalOrderId).sort()).toEqual([
      'RETRYFAILED000002',
      'RETRYMAILED000004',
      'RETRYNOMAIL000003',
      'RETRYPENDING00001',
    ]);
  });

  it('waits longer between attempts as an order ages (a tenth of its age)', async () => {
    const now = t.clock.now();
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const twoHoursAgo = new Date(now.getTime() - 2 * 60 * 60 * 1000);
    await t.db.insert(orders).values({
      paypalOrderId: 'RETRYAGED00000006',
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      status: 'paid',
      customerEmail: 'aged@example.test',
      createdAt: dayAgo,
      // Last attempt two hours ago: a day-old order waits 2.4 hours.
      updatedAt: twoHoursAgo,
    });
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(0);
    t.clock.advance(30 * 60 * 1000);
    expect(await t.app.deps.services.orderConfirmations.mailMissed()).toBe(1);
    await smtp.waitFor('aged@example.test');
  });
});

describe('the app runs the confirmation retry by itself', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    // Only the interval is faked: the job's timer fires when the test says so, everything else is real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, backgroundJobs: true });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
    await smtp.stop();
  });

  it('every minute, without a request', async () => {
    const hourAgo = new Date(t.clock.now().getTime() - 60 * 60 * 1000);
    const [row] = await t.db
      .insert(orders)
      .values({
        paypalOrderId: 'RETRYTIMER0000007',
        amount: '29.99',
        unitAmount: '29.99',
        currency: 'EUR',
        status: 'paid',
        customerEmail: 'timer@example.test',
        createdAt: hourAgo,
        updatedAt: hourAgo,
      })
      .returning();
    vi.advanceTimersByTime(CONFIRMATION_RETRY_INTERVAL_MS);
    const mail = await smtp.waitFor('timer@example.test');
    expect(mail.text).toContain(orderNumberOf(row!.id));
  });
});
