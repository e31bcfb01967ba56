// Issue 30: the shop owner's dashboard in the owner's language. A German browser signs in as admin and
// opens every tab, Bracelets and Orders included, and an order's page: <html lang="de">, no English
// catalogue text on any of them, the order's amount as a German reads money. Landing texts the admin
// typed are data, not catalogue texts; nothing English-looking is seeded. A screenshot per tab to look at.
import { orders } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { englishLeftovers } from '../helpers/english-leftovers.ts';
import { translate } from '../helpers/messages.ts';
import { signInAsNewAdmin } from './accounts.ts';
import { dashboardTab } from './admin-dashboard.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const TABS = [
  'header',
  'hero',
  'paypal',
  'howItWorks',
  'video',
  'features',
  'ratings',
  'bracelets',
  'orders',
  'sales',
] as const;

test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });

test('a German admin sees every dashboard tab in German', async ({ page, context, server }, testInfo) => {
  const t = translate('de');
  await server.app.deps.services.inventory.createBatch({ count: 2 });
  const paypalOrderId = `DE${Date.now()}`;
  const [order] = await server.db
    .insert(orders)
    .values({
      paypalOrderId,
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      status: 'paid',
      customerName: 'Jana Käufer',
      customerEmail: 'jana.kaeufer@example.test',
      shippingAddress: 'Jana Käufer\nLindenstraße 4\n10969 Berlin\nDE',
    })
    .returning();
  const orderNumber = orderNumberOf(order!.id);
  await signInAsNewAdmin(server, context);

  await page.goto(routes.adminDashboard);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: t('admin.dashboardTitle') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  for (const [index, tab] of TABS.entries()) {
    const label = t(`admin.tabs.${tab}`);
    const trigger = dashboardTab(page, label);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    // Loaded: no 'Loading...' left, the tab's content shown.
    await expect(panel.getByRole('status')).toHaveCount(0);
    if (tab === 'header') {
      // Our own picker button, not the browser's 'Choose File'.
      await expect(panel.getByRole('button', { name: t('upload.chooseFile') })).toBeVisible();
    }
    if (tab === 'bracelets') {
      await expect(panel.getByRole('heading', { name: t('adminForm.braceletsHeading') })).toBeVisible();
    }
    if (tab === 'orders') {
      const row = panel.getByTestId('order-row').filter({ hasText: orderNumber });
      // Intl's German money: 29,99 and a (no-break) space before the euro sign.
      await expect(row).toContainText('29,99 €');
      await expect(row).toContainText(t('orders.status.paid'));
    }
    if (tab === 'sales') {
      // Other specs on this worker's database add orders too: the figures' form, not their sum.
      await expect(panel.getByRole('heading', { name: t('admin.sales.heading') })).toBeVisible();
      await expect(panel.getByTestId('sales-all-time')).toContainText(/\d,\d\d\u00a0€/);
      await expect(panel.getByRole('table', { name: t('admin.sales.revenueChart') })).toBeVisible();
    }
    await expect(page.locator('html'), label).toHaveAttribute('lang', 'de');
    expect(englishLeftovers(await page.locator('body').innerText(), 'de'), label).toEqual([]);
    const name = `de-${String(index + 1).padStart(2, '0')}-${tab}.png`;
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  }

  // The order's own page, in German too (the Orders tab is no longer the last one).
  await dashboardTab(page, t('admin.tabs.orders')).click();
  await page.getByRole('tabpanel').getByRole('link', { name: orderNumber }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('orders.page.title', { orderNumber }) }),
  ).toBeVisible();
  await expect(page.getByTestId('order-facts')).toContainText('29,99 €');
  await expect(page.getByTestId('packing').getByLabel(t('orders.packing.codeLabel'))).toBeFocused();
  expect(englishLeftovers(await page.locator('body').innerText(), 'de'), 'the order page').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('de-order-page.png'), fullPage: true });
});
