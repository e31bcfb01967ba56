// The admin's Sales tab in Chromium (issue 32): seeded orders, a refund and bracelets in each state
// show as the totals, the bracelet counts and the weekly charts' figures, on a 390 px phone (charts
// above their tables, nothing wider than the screen) and at 1280 px (tables beside the charts).
// A server of its own: other specs' orders would change the sums.
import { eq } from 'drizzle-orm';
import { orderRefunds, orders, tags } from '#server/db/schema/index.ts';
import { weekStartOf } from '#server/modules/sales/sales-weeks.ts';
import { formatShortDate } from '#shared/i18n/format-short-date.ts';
import { en } from '../helpers/messages.ts';
import { createVerifiedParent, signInAsNewAdmin } from './accounts.ts';
import { dashboardTab } from './admin-dashboard.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';

test.use({ serverOptions: { env: { LOG_LEVEL: 'warn' } } });

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/** The weeks the seed lands in, as the tables label them. */
let weeks: { current: string; twoAgo: string; threeAgo: string };

async function seed(server: E2EServer): Promise<void> {
  const monday = weekStartOf(server.clock.now()).getTime();
  const label = (start: number) => formatShortDate('en', new Date(start), { timeZone: 'UTC' });
  weeks = { current: label(monday), twoAgo: label(monday - 2 * WEEK), threeAgo: label(monday - 3 * WEEK) };
  const at = (ms: number) => new Date(ms);
  const order = (id: string, values: Partial<typeof orders.$inferInsert> & { createdAt: Date }) => ({
    paypalOrderId: `SALESE2E${id}`,
    amount: '29.99',
    unitAmount: '29.99',
    currency: 'EUR',
    status: 'paid',
    updatedAt: values.createdAt,
    ...values,
  });
  const [, family, refunded] = await server.db
    .insert(orders)
    .values([
      order('0001', { createdAt: at(monday + HOUR) }),
      order('0002', {
        amount: '94.87',
        quantity: 3,
        shippingAmount: '4.90',
        status: 'packed',
        createdAt: at(monday + 2 * HOUR),
      }),
      order('0003', { status: 'refunded', refundedAmount: '29.99', createdAt: at(monday - 2 * WEEK + HOUR) }),
      order('0004', { status: 'pending', createdAt: at(monday + 3 * HOUR) }),
    ])
    .returning();
  await server.db.insert(orderRefunds).values([
    {
      orderId: refunded!.id,
      paypalRefundId: 'SALESE2EREFUND1',
      amount: '10.00',
      currency: 'EUR',
      status: 'COMPLETED',
      actor: 'admin',
      createdAt: at(monday - 2 * WEEK + 2 * HOUR),
    },
    {
      orderId: refunded!.id,
      paypalRefundId: 'SALESE2EREFUND2',
      amount: '19.99',
      currency: 'EUR',
      status: 'COMPLETED',
      actor: 'admin',
      createdAt: at(monday + HOUR),
    },
  ]);
  const { inventory } = server.app.deps.services;
  await inventory.createBatch({ count: 4 });
  for (const bracelet of await inventory.createBatch({ count: 3 })) {
    await server.db
      .update(tags)
      .set({ orderId: family!.id, packedAt: at(monday + 2 * HOUR) })
      .where(eq(tags.id, bracelet.id));
  }
  const owner = (await createVerifiedParent(server)).id;
  for (const activatedAt of [monday + 4 * HOUR, monday - 3 * WEEK + HOUR]) {
    const [bracelet] = await inventory.createBatch({ count: 1 });
    await server.db
      .update(tags)
      .set({ userId: owner, activatedAt: at(activatedAt) })
      .where(eq(tags.id, bracelet!.id));
  }
}

test.beforeAll(async ({ server }) => {
  await seed(server);
});

/** The cells after a week's row header in the chart's table. */
function weekRow(page: Page, table: string, week: string) {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: week, exact: true }) })
    .getByRole('cell');
}

async function expectSeededNumbers(page: Page): Promise<void> {
  const allTime = page.getByTestId('sales-all-time');
  await expect(allTime.getByRole('definition')).toHaveText(['3', '€154.85', '€29.99']);
  await expect(allTime.getByRole('term')).toHaveText([
    en('admin.sales.paidOrders'),
    en('admin.sales.revenue'),
    en('admin.sales.refunds'),
  ]);
  await expect(page.getByTestId('sales-bracelets').getByRole('definition')).toHaveText(['4', '3', '2']);

  const ordersChart = en('admin.sales.ordersChart');
  const revenueChart = en('admin.sales.revenueChart');
  const activationsChart = en('admin.sales.activationsChart');
  await expect(weekRow(page, ordersChart, weeks.current)).toHaveText(['2']);
  await expect(weekRow(page, ordersChart, weeks.twoAgo)).toHaveText(['1']);
  await expect(weekRow(page, ordersChart, weeks.threeAgo)).toHaveText(['0']);
  await expect(weekRow(page, revenueChart, weeks.current)).toHaveText(['€124.86', '€19.99']);
  await expect(weekRow(page, revenueChart, weeks.twoAgo)).toHaveText(['€29.99', '€10.00']);
  await expect(weekRow(page, activationsChart, weeks.current)).toHaveText(['1']);
  await expect(weekRow(page, activationsChart, weeks.threeAgo)).toHaveText(['1']);
  for (const table of [ordersChart, revenueChart, activationsChart])
    await expect(page.getByRole('table', { name: table, exact: true }).locator('tbody tr')).toHaveCount(12);

  // The bars picture the same figures: this week's two orders reach the scale's top (2), the week
  // with one half-way, an empty week nothing; revenue's scale tops at €200.
  const bar = (chart: string, title: string) =>
    page
      .getByTestId(chart)
      .locator('svg rect')
      .filter({ has: page.locator(`title:text-is("${title}")`) });
  const heightOf = async (chart: string, title: string) =>
    (await bar(chart, title).boundingBox())?.height ?? 0;
  const plot = (await page.getByTestId('sales-orders').locator('svg').boundingBox())!.height;
  expect(plot).toBeGreaterThan(100);
  const expectHeight = async (chart: string, title: string, share: number) =>
    expect(Math.abs((await heightOf(chart, title)) - plot * share), title).toBeLessThan(1);
  await expectHeight('sales-orders', `${weeks.current}: 2`, 1);
  await expectHeight('sales-orders', `${weeks.twoAgo}: 1`, 0.5);
  await expectHeight('sales-orders', `${weeks.threeAgo}: 0`, 0);
  await expectHeight('sales-revenue', `${weeks.current}: €124.86`, 124.86 / 200);
  await expectHeight('sales-revenue', `${weeks.current}: €19.99`, 19.99 / 200);
  await expectHeight('sales-activations', `${weeks.threeAgo}: 1`, 1);
  // The scale's top, written above each plot.
  await expect(page.getByTestId('sales-orders').getByTestId('scale-top')).toHaveText('2');
  await expect(page.getByTestId('sales-revenue').getByTestId('scale-top')).toHaveText('€200.00');
  await expect(page.getByTestId('sales-activations').getByTestId('scale-top')).toHaveText('1');
}

async function openSalesTab(page: Page, server: E2EServer): Promise<void> {
  await signInAsNewAdmin(server, page.context());
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: en('admin.dashboardTitle') })).toBeVisible();
  const tab = dashboardTab(page, en('admin.tabs.sales'));
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: en('admin.sales.heading') })).toBeVisible();
}

/** Where the chart's table sits against its picture. */
async function tableAgainstChart(page: Page, chart: string) {
  const svg = await page.getByTestId(chart).locator('svg').boundingBox();
  const table = await page.getByTestId(chart).getByRole('table').boundingBox();
  return { svg: svg!, table: table! };
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the Sales tab shows the seeded figures, each chart above its table, nothing wider than the screen', async ({
    page,
    server,
  }, testInfo) => {
    await openSalesTab(page, server);
    await expectSeededNumbers(page);
    for (const chart of ['sales-orders', 'sales-revenue', 'sales-activations']) {
      const { svg, table } = await tableAgainstChart(page, chart);
      expect(table.y, `${chart}: its table under the chart`).toBeGreaterThanOrEqual(svg.y + svg.height);
      expect(svg.x + svg.width, `${chart}: the chart within the screen`).toBeLessThanOrEqual(390);
      expect(table.x + table.width, `${chart}: the table within the screen`).toBeLessThanOrEqual(390);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('sales-390.png'), fullPage: true });
    for (const part of ['sales-all-time', 'sales-bracelets', 'sales-revenue'])
      await page.getByTestId(part).screenshot({ path: testInfo.outputPath(`${part}-390.png`) });
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Sales tab shows the seeded figures, each table beside its chart', async ({
    page,
    server,
  }, testInfo) => {
    await openSalesTab(page, server);
    await expectSeededNumbers(page);
    for (const chart of ['sales-orders', 'sales-revenue', 'sales-activations']) {
      const { svg, table } = await tableAgainstChart(page, chart);
      expect(table.x, `${chart}: its table beside the chart`).toBeGreaterThanOrEqual(svg.x + svg.width);
      expect(svg.width, `${chart}: the chart takes most of the card`).toBeGreaterThan(table.width);
    }
    await page.screenshot({ path: testInfo.outputPath('sales-1280.png'), fullPage: true });
  });
});
