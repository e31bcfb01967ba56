// Shared set-up of the checkout API tests: the real app with the PayPal stand-in and a real SMTP
// receiver, a second instance on the same database, and the steps most tests start with.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import type { ServiceOptions } from '#server/services.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  startPayPalStandIn,
  type PayPalStandIn,
  type StandInOptions,
} from '#tests/paypal-stand-in/paypal-stand-in.ts';
import type { OrderRow } from '../orders/orders.repo.ts';

/** For the requests made while PayPal never answers (`impatientInstance`): such a test ends fast. */
export const SHORT_PAYPAL_TIMEOUT_MS = 1_000;

export type CheckoutTestApp = TestApp & { paypal: PayPalStandIn; smtp: SmtpReceiver };

export async function createCheckoutTestApp(
  paypalOptions?: StandInOptions,
  services?: ServiceOptions,
): Promise<CheckoutTestApp> {
  const smtp = await new SmtpReceiver().start();
  const paypal = await startPayPalStandIn(paypalOptions);
  const t = await createTestApp({ env: { ...paypal.env(), SMTP_URL: smtp.url }, services });
  return {
    ...t,
    paypal,
    smtp,
    close: async () => {
      await t.close();
      await paypal.stop();
      await smtp.stop();
    },
  };
}

/** Another app instance on the same database and clock, talking to the same PayPal and SMTP server. */
export function secondInstance(t: CheckoutTestApp): Promise<TestApp> {
  return createTestApp({
    database: t.database,
    clock: t.clock,
    env: { ...t.paypal.env(), SMTP_URL: t.smtp.url },
  });
}

/**
 * Another instance on `t`'s database, clock, PayPal and SMTP that gives PayPal SHORT_PAYPAL_TIMEOUT_MS:
 * send it the requests made while `t.paypal.hang` is set, and only those. Calls PayPal answers go
 * through `t` (the default timeout): with test files running side by side, one can take longer than
 * a second and would read as PayPal being down.
 */
export function impatientInstance(t: CheckoutTestApp): Promise<TestApp> {
  return createTestApp({
    database: t.database,
    clock: t.clock,
    env: { ...t.paypal.env(), SMTP_URL: t.smtp.url },
    services: { paypalTimeoutMs: SHORT_PAYPAL_TIMEOUT_MS },
  });
}

/** A PayPal order made through our API (on `app`, default `t`) and approved by the buyer. */
export async function approvedOrder(t: CheckoutTestApp, app: TestApp = t): Promise<string> {
  const res = await app.agent().post('/api/paypal/order', {});
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { id: string }).id;
  t.paypal.approve(id);
  return id;
}

/** Our row for a PayPal order. */
export async function orderRow(t: TestApp, paypalOrderId: string): Promise<OrderRow> {
  const [row] = await t.db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId));
  return row!;
}
