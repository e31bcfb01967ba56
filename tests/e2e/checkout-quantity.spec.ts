// Several bracelets in one checkout (issue 32), in Chromium against the PayPal stand-ins: a buyer on a
// phone picks three with the stepper, sees the bracelets, shipping and total, pays through the stand-in's
// approval, and the stored order holds three bracelets at the server's price. A price changed since the
// page loaded is refused with its message, charging nothing; in German and Italian the box adds up in
// that language. The admin sets the shipping cost, the most bracelets per checkout and the seller.
import { eq } from 'drizzle-orm';
import { orders, paypalSettings } from '#server/db/schema/index.ts';
import { PAYPAL_SETTINGS_DEFAULTS } from '#shared/content-defaults.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { en, translate } from '../helpers/messages.ts';
import { asVisitor, dashboardTab, openDashboard } from './admin-dashboard.ts';
import { expect, test, waitForHydration, type Page } from './paypal-checkout.ts';

const PHONE = { width: 390, height: 844 };

async function priceBox(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByTestId('price-box');
  await box.scrollIntoViewIfNeeded();
  return box;
}

test.describe('checkout of several bracelets', () => {
  test.beforeEach(async ({ server }) => {
    await server.db.update(paypalSettings).set({ ...PAYPAL_SETTINGS_DEFAULTS, shippingPrice: '4.90' });
  });
  test.afterAll(async ({ server }) => {
    await server.db.update(paypalSettings).set({ ...PAYPAL_SETTINGS_DEFAULTS });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test('a buyer of three sees the total, pays through PayPal, and the order holds three bracelets', async ({
      page,
      server,
      paypal,
    }) => {
      const box = await priceBox(page);
      const quantity = box.getByLabel(en('landing.quantityLabel'));
      const fewer = box.getByRole('button', { name: en('landing.quantityFewer') });
      const more = box.getByRole('button', { name: en('landing.quantityMore') });
      await expect(quantity).toHaveValue('1');
      await expect(fewer).toBeDisabled();
      await expect(box.getByTestId('summary-total')).toHaveText('€34.89');

      await more.tap();
      await more.tap();
      await expect(quantity).toHaveValue('3');
      await expect(box.getByTestId('order-summary')).toContainText(
        en('landing.summaryItems', { count: 3, price: '€29.99' }),
      );
      await expect(box.getByTestId('summary-items')).toHaveText('€89.97');
      await expect(box.getByTestId('summary-shipping')).toHaveText('€4.90');
      await expect(box.getByTestId('summary-total')).toHaveText('€94.87');
      // Thumb-sized buttons, and nothing wider than the phone.
      for (const button of [fewer, more]) {
        const size = await button.boundingBox();
        expect(size!.width).toBeGreaterThanOrEqual(44);
        expect(size!.height).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await box.getByTestId('paypal-stand-in-button').tap();
      await expect(page.getByRole('dialog', { name: en('landing.thankYouTitle') })).toBeVisible();
      const created = paypal.lastOrder();
      expect(created.amount).toEqual({ currency_code: 'EUR', value: '94.87' });
      expect(created.items).toEqual([expect.objectContaining({ quantity: '3' })]);
      const [row] = await server.db.select().from(orders).where(eq(orders.paypalOrderId, created.id));
      expect(row).toMatchObject({
        status: 'paid',
        quantity: 3,
        amount: '94.87',
        unitAmount: '29.99',
        shippingAmount: '4.90',
      });
    });

    test("the quantity stays within 1 and the shop's maximum, typed or tapped", async ({ page }) => {
      const box = await priceBox(page);
      const quantity = box.getByLabel(en('landing.quantityLabel'));
      const more = box.getByRole('button', { name: en('landing.quantityMore') });
      await expect(box.getByText(en('landing.quantityHint', { max: 5 }))).toBeVisible();
      await quantity.fill('9');
      await expect(quantity).toHaveValue('5');
      await expect(more).toBeDisabled();
      await expect(box.getByTestId('summary-total')).toHaveText('€154.85');
      await quantity.fill('0');
      await expect(quantity).toHaveValue('1');
      await expect(box.getByTestId('summary-total')).toHaveText('€34.89');
    });

    test('a price changed since the page loaded is refused with its message, and nothing is charged', async ({
      page,
      server,
      paypal,
    }) => {
      const box = await priceBox(page);
      await expect(box.getByTestId('summary-total')).toHaveText('€34.89');
      await server.db.update(paypalSettings).set({ price: '31.00' });
      const created = paypal.orders.size;
      const refused = page.waitForResponse((res) => res.url().endsWith('/api/paypal/order'));
      await box.getByTestId('paypal-stand-in-button').tap();
      expect((await refused).status()).toBe(409);
      await expect(box.getByRole('alert')).toHaveText(en('errors.priceChanged'));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(paypal.orders.size).toBe(created);
    });
  });

  test("the admin's shipping cost, most bracelets and seller details are saved; bad ones are refused under their fields", async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    await dashboardTab(page, en('admin.tabs.paypal')).click();
    const field = (key: Parameters<typeof en>[0]) => page.getByLabel(en(key), { exact: true });
    await field('adminForm.shippingPrice').fill('3.5');
    await field('adminForm.maxQuantity').fill('21');
    await field('adminForm.taxRate').fill('22 percent');
    await page.getByRole('button', { name: en('admin.saveSettings') }).click();
    await expect(field('adminForm.maxQuantity')).toHaveAccessibleDescription(
      en('validation.maxQuantity', { max: 20 }),
    );
    // The rate's hint, then its error.
    await expect(field('adminForm.taxRate')).toHaveAccessibleDescription(
      `${en('adminForm.taxRateHint')} ${en('validation.taxRate')}`,
    );

    await field('adminForm.maxQuantity').fill('2');
    await field('adminForm.taxRate').fill('22');
    await field('adminForm.sellerName').fill('SafeKid Srl');
    await field('adminForm.sellerAddress').fill('Via Roma 1\n20121 Milano\nItalia');
    await field('adminForm.vatNumber').fill('IT01234567890');
    await page.getByRole('button', { name: en('admin.saveSettings') }).click();
    await expect(page.getByTestId('toast')).toContainText(en('adminSave.paypal.ok'));
    const settings = await (await page.request.get('/api/paypal-settings')).json();
    expect(settings).toMatchObject({
      shippingPrice: '3.5',
      maxQuantity: 2,
      taxRate: '22',
      sellerName: 'SafeKid Srl',
      sellerAddress: 'Via Roma 1\n20121 Milano\nItalia',
      vatNumber: 'IT01234567890',
    });

    await asVisitor(browser, server.url, async (landing) => {
      await waitForHydration(landing);
      const box = landing.getByTestId('price-box');
      await box.getByRole('button', { name: en('landing.quantityMore') }).click();
      await expect(box.getByRole('button', { name: en('landing.quantityMore') })).toBeDisabled();
      await expect(box.getByTestId('summary-shipping')).toHaveText('€3.50');
      await expect(box.getByTestId('summary-total')).toHaveText('€63.48');
    });
  });

  for (const [language, locale, total, shipping] of [
    ['de', 'de-DE', /^94,87\s€$/, /^4,90\s€$/],
    ['it', 'it-IT', /^94,87\s€$/, /^4,90\s€$/],
  ] as const) {
    test(`in ${language === 'de' ? 'German' : 'Italian'} the price box adds up in that language`, async ({
      browser,
      server,
    }) => {
      const context = await browser.newContext({
        baseURL: server.url,
        locale,
        viewport: PHONE,
        extraHTTPHeaders: { 'accept-language': locale },
      });
      try {
        const page = await context.newPage();
        const box = await priceBox(page);
        const t = translate(language as Language);
        await box.getByRole('button', { name: t('landing.quantityMore') }).click();
        await box.getByRole('button', { name: t('landing.quantityMore') }).click();
        await expect(box.getByLabel(t('landing.quantityLabel'))).toHaveValue('3');
        await expect(box.getByTestId('order-summary')).toContainText(t('landing.summaryTotal'));
        await expect(box.getByTestId('order-summary')).toContainText(
          t('landing.summaryItems', { count: 3, price: '29,99\u00a0€' }),
        );
        await expect(box.getByTestId('summary-shipping')).toHaveText(shipping);
        await expect(box.getByTestId('summary-total')).toHaveText(total);
      } finally {
        await context.close();
      }
    });
  }
});
