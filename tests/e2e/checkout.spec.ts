// Checkout in Chromium: the app runs against the PayPal REST stand-in (PAYPAL_API_BASE on loopback);
// PayPal's JS SDK request is intercepted and answered with a small stand-in SDK, so the whole path
// click → create order → approve → capture → thank-you dialog (and the mail) runs for real.
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { en } from '../helpers/messages.ts';
import { DEFAULT_BUYER } from '../paypal-stand-in/paypal-stand-in.ts';
import { SDK_STAND_IN_APPROVE_URL } from '../paypal-stand-in/sdk-stand-in.ts';
import { expect, test, type Page } from './paypal-checkout.ts';

async function payWithPayPal(page: Page) {
  await page.goto('/');
  await page.getByTestId('price-box').scrollIntoViewIfNeeded();
  const button = page.getByTestId('paypal-stand-in-button');
  await expect(button).toBeVisible();
  await button.click();
}

test.describe('checkout', () => {
  test('click → capture → thank-you dialog with the order number, the order stored and mailed', async ({
    page,
    server,
    paypal,
    sdkRequests,
  }) => {
    await payWithPayPal(page);
    const dialog = page.getByRole('dialog', { name: en('landing.thankYouTitle') });
    await expect(dialog).toBeVisible();

    const created = paypal.lastOrder();
    expect(created.amount).toEqual({ currency_code: 'EUR', value: '29.99' });
    expect(created.status).toBe('COMPLETED');
    const [row] = await server.db.select().from(orders).where(eq(orders.paypalOrderId, created.id));
    expect(row).toMatchObject({ status: 'paid', customerEmail: DEFAULT_BUYER.email });
    const orderNumber = orderNumberOf(row!.id);
    await expect(dialog).toContainText(en('landing.thankYou', { orderNumber }));
    const mail = await server.smtp.waitFor(DEFAULT_BUYER.email, (m) => m.text.includes(orderNumber));
    expect(mail.subject).toContain(orderNumber);

    // The SDK was asked for our client id, the price's currency and a one-time capture.
    expect(sdkRequests).toHaveLength(1);
    const sdk = new URL(sdkRequests[0]!);
    expect(sdk.searchParams.get('client-id')).toBe(paypal.clientId);
    expect(sdk.searchParams.get('currency')).toBe('EUR');
    expect(sdk.searchParams.get('intent')).toBe('capture');
    expect(
      await page.evaluate(
        () => (window as { __paypalSdk?: { clientToken?: string } }).__paypalSdk?.clientToken,
      ),
    ).toBeTruthy();

    await dialog.getByRole('button', { name: en('landing.close') }).click();
    await expect(dialog).toBeHidden();
  });

  test('the SDK is loaded only when the price box comes into view', async ({ page, sdkRequests }) => {
    // A phone screen that ends well above the price box (the observer looks 200 px ahead), measured
    // on a separate page so its own SDK load cannot land in this page's count.
    const probe = await page.context().newPage();
    await probe.route('https://www.paypal.com/**', (route) => route.abort());
    await probe.setViewportSize({ width: 360, height: 640 });
    await probe.goto('/');
    const top = await probe
      .getByTestId('price-box')
      .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    await probe.close();
    await page.setViewportSize({ width: 360, height: Math.max(200, Math.floor(top) - 350) });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(sdkRequests).toHaveLength(0);
    await page.getByTestId('price-box').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('paypal-stand-in-button')).toBeVisible();
    expect(sdkRequests).toHaveLength(1);
  });

  test('a declined card restarts the payment; paying another way completes it', async ({
    page,
    server,
    paypal,
  }) => {
    let approvals = 0;
    await page.route(`${SDK_STAND_IN_APPROVE_URL}*`, async (route) => {
      const orderId = decodeURIComponent(route.request().url().slice(SDK_STAND_IN_APPROVE_URL.length));
      // First approval: a card the bank declines; after restart(): another funding source.
      paypal.approve(orderId).declineCapture = approvals++ === 0;
      await route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, body: '{}' });
    });
    await payWithPayPal(page);
    await expect(page.getByRole('dialog', { name: en('landing.thankYouTitle') })).toBeVisible();
    expect(approvals).toBe(2);
    const [row] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.paypalOrderId, paypal.lastOrder().id));
    expect(row!.status).toBe('paid');
  });

  test('a cancelled payment is only written to the console', async ({ page, paypal }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    await page.route(`${SDK_STAND_IN_APPROVE_URL}*`, (route) =>
      route.fulfill({ status: 400, headers: { 'access-control-allow-origin': '*' }, body: '{}' }),
    );
    await payWithPayPal(page);
    await expect.poll(() => logs.some((l) => l.startsWith('log: PayPal payment cancelled'))).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(paypal.lastOrder().status).toBe('CREATED');
  });

  test('PayPal failing at setup leaves the button in its failed state, the reason in the console', async ({
    page,
    paypal,
    sdkRequests,
    serverErrors,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    // Both attempts of the client token fail: our setup answers 502.
    paypal.failNext(2, /\/v1\/identity\/generate-token$/);
    serverErrors.allow('/api/paypal/setup');
    const setup = page.waitForResponse((res) => res.url().endsWith('/api/paypal/setup'));
    await page.goto('/');
    await page.getByTestId('price-box').scrollIntoViewIfNeeded();
    expect((await setup).status()).toBe(502);
    await expect(page.getByTestId('checkout-button')).toBeDisabled();
    await expect
      .poll(() => logs.some((l) => l.startsWith('log: PayPal checkout could not be loaded')))
      .toBe(true);
    expect(sdkRequests).toHaveLength(0);
  });

  test('a capture the server cannot complete (PayPal failing) is only written to the console', async ({
    page,
    server,
    paypal,
    serverErrors,
  }) => {
    // Our capture answers 502 while PayPal fails: that answer is what this test is about.
    serverErrors.allow(/^\/api\/paypal\/order\/[^/]+\/capture$/);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    paypal.failNext(2, /\/capture$/);
    await payWithPayPal(page);
    await expect.poll(() => logs.some((l) => l.startsWith('log: PayPal payment error'))).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const [row] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.paypalOrderId, paypal.lastOrder().id));
    expect(row!.status).toBe('pending');
  });
});
