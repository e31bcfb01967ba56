// The app against the PayPal REST stand-in (PAYPAL_API_BASE on loopback), with PayPal's JS SDK request
// answered by a small stand-in SDK, so click → create order → approve → capture runs for real. The
// "approval on PayPal's pages" approves the order at the REST stand-in.
import type { Route } from '@playwright/test';
import { startPayPalStandIn, type PayPalStandIn } from '../paypal-stand-in/paypal-stand-in.ts';
import { SDK_STAND_IN_APPROVE_URL, SDK_STAND_IN_SOURCE } from '../paypal-stand-in/sdk-stand-in.ts';
import { test as base } from './fixtures.ts';

export const test = base.extend<{ sdkRequests: string[] }, { paypal: PayPalStandIn }>({
  paypal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const paypal = await startPayPalStandIn();
      await use(paypal);
      await paypal.stop();
    },
    { scope: 'worker' },
  ],
  serverOptions: [async ({ paypal }, use) => use({ env: paypal.env() }), { scope: 'worker' }],
  sdkRequests: [
    async ({ page, paypal }, use) => {
      const requests: string[] = [];
      await page.route('https://www.paypal.com/sdk/js**', async (route) => {
        requests.push(route.request().url());
        await route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: SDK_STAND_IN_SOURCE,
        });
      });
      await page.route(`${SDK_STAND_IN_APPROVE_URL}*`, async (route: Route) => {
        const orderId = decodeURIComponent(route.request().url().slice(SDK_STAND_IN_APPROVE_URL.length));
        paypal.approve(orderId);
        await route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, body: '{}' });
      });
      await use(requests);
    },
    { auto: true },
  ],
});

export { expect, waitForHydration, type Page } from './fixtures.ts';
