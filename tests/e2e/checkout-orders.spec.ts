// The admin dashboard's Orders tab in Chromium: by default the orders to pack or ship, every order under
// "All orders", newest first with status, items, amount, buyer and whether the buyer's confirmation
// went out; the CSV download of every order. (An order's own page: admin-orders.spec.ts.)
import { readFile } from 'node:fs/promises';
import { admins, orders } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { routes } from '#shared/paths.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { en } from '../helpers/messages.ts';
import { expect, test } from './fixtures.ts';
import { dashboardTab } from './admin-dashboard.ts';

const PAID = '5a1d0000-0000-4000-8000-000000000001';
const PENDING = '5a1d0000-0000-4000-8000-000000000002';
const SHIPPED = '5a1d0000-0000-4000-8000-000000000003';

test.describe('admin orders tab', () => {
  test.beforeEach(async ({ server, context }) => {
    await server.db.delete(orders);
    const now = Date.now();
    await server.db.insert(orders).values([
      {
        id: SHIPPED,
        paypalOrderId: 'E2ESHIPPED0000003',
        amount: '29.99',
        unitAmount: '29.99',
        currency: 'EUR',
        status: 'shipped',
        customerName: 'Alex Earlier',
        customerEmail: 'alex@example.test',
        shippingAddress: 'Alex Earlier\n2 Side St\n10115 Berlin\nDE',
        confirmationSentAt: new Date(now - 110_000),
        shippedAt: new Date(now - 100_000),
        createdAt: new Date(now - 120_000),
      },
      {
        id: PENDING,
        paypalOrderId: 'E2EPENDING0000002',
        amount: '29.99',
        unitAmount: '29.99',
        currency: 'EUR',
        status: 'pending',
        createdAt: new Date(now - 60_000),
      },
      {
        id: PAID,
        paypalOrderId: 'E2EPAID0000000001',
        amount: '12.50',
        unitAmount: '12.50',
        currency: 'GBP',
        status: 'paid',
        customerName: 'Jamie Buyer',
        customerEmail: 'jamie@example.test',
        shippingAddress: 'Jamie Buyer\n1 Main St\n95131 San Jose\nUS',
        createdAt: new Date(now),
      },
    ]);
    const [admin] = await server.db
      .insert(admins)
      .values({
        username: `orders-admin-${now}`,
        email: 'admin@example.test',
        password: await hashPassword('secret-123'),
      })
      .returning();
    const { token } = await server.app.deps.sessions.create('admin', admin!.id);
    await context.addCookies([
      { name: sessionCookieName(server.config, 'admin'), value: token, url: server.url },
    ]);
  });

  test('shows the orders to pack or ship, then every order newest first', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await dashboardTab(page, en('admin.tabs.orders')).click();
    await expect(page.getByTestId('orders-intro')).toHaveText(en('orders.filterIntros.work'));
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText(orderNumberOf(PAID));

    await page.getByLabel(en('orders.filterLabel')).selectOption('all');
    await expect(page.getByTestId('orders-intro')).toHaveText(en('orders.filterIntros.all'));
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(orderNumberOf(PAID));
    await expect(rows.nth(0)).toContainText('£12.50');
    await expect(rows.nth(0)).toContainText(en('orders.quantity', { count: 1 }));
    await expect(rows.nth(0)).toContainText('Jamie Buyer');
    await expect(rows.nth(0)).toContainText('jamie@example.test');
    await expect(rows.nth(0)).toContainText(en('orders.status.paid'));
    await expect(rows.nth(0)).toContainText(en('orders.confirmationNotSent'));
    await expect(rows.nth(1)).toContainText(orderNumberOf(PENDING));
    await expect(rows.nth(1)).toContainText(en('orders.status.pending'));
    await expect(rows.nth(1)).toContainText(en('orders.noBuyerYet'));
    await expect(rows.nth(1)).not.toContainText(en('orders.confirmationNotSent'));
    await expect(rows.nth(2)).toContainText(orderNumberOf(SHIPPED));
    await expect(rows.nth(2)).toContainText(en('orders.status.shipped'));
    await expect(rows.nth(2)).toContainText(en('orders.confirmationSent'));
    // No step happens in the list: each order's number opens its page.
    for (const row of await rows.all()) {
      await expect(row.getByRole('button')).toHaveCount(0);
      await expect(row.getByRole('link')).toHaveCount(1);
    }
    await rows
      .nth(2)
      .getByRole('link', { name: orderNumberOf(SHIPPED) })
      .click();
    await expect(page).toHaveURL(routes.adminOrder(SHIPPED));
    await expect(page.getByTestId('order-buyer')).toContainText('2 Side St');
  });

  test('downloads the orders as CSV', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await dashboardTab(page, en('admin.tabs.orders')).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: en('orders.downloadCsv') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Order number');
    expect(csv).toContain(orderNumberOf(PAID));
    expect(csv).toContain('jamie@example.test');
  });
});
