// Every screen fits a 360 px phone (issue 13): each route of both route sets, the typed-code page /t,
// every admin tab and each wizard step, in Chromium's mobile emulation. A mobile layout viewport
// widens to fit content that overflows (and innerWidth with it), so the page's scroll width is
// compared with the width we set.
import { orders, users } from '#server/db/schema/index.ts';
import { routes, typedCodePaths } from '#shared/paths.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { catalogueEn } from '#shared/i18n/messages/index.ts';
import { en } from '../helpers/messages.ts';
import { expect, test, type Page } from './fixtures.ts';
import { dashboardTab } from './admin-dashboard.ts';
import { signInAs, signInAsNewAdmin, signInAsNewParent, uniqueEmail } from './accounts.ts';

const WIDTH = 360;

test.use({
  viewport: { width: WIDTH, height: 640 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectFits(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
}

async function openAndCheck(page: Page, url: string, ready: () => Promise<void>): Promise<void> {
  await page.goto(url);
  await ready();
  await expectFits(page, url);
}

/** A table wider than the phone scrolls sideways inside its box, which itself fits the screen. */
async function expectScrollsInItsOwnBox(page: Page, what: string): Promise<void> {
  const box = page
    .getByRole('tabpanel')
    .getByRole('region')
    .filter({ has: page.getByRole('table') })
    .last();
  await expect(box, `${what}: a scrolling region around the table`).toBeVisible();
  const sizes = await box.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    clientWidth: el.clientWidth,
    scrollWidth: el.scrollWidth,
    overflowX: getComputedStyle(el).overflowX,
  }));
  expect(sizes.right, `${what}: its box ends within the screen`).toBeLessThanOrEqual(WIDTH);
  expect(sizes.overflowX, `${what}: its box scrolls`).toBe('auto');
  expect(sizes.scrollWidth, `${what}: wider than its box`).toBeGreaterThan(sizes.clientWidth);
  await expectFits(page, what);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('a 360 px phone', () => {
  test('signed out: landing (and its menu), sign-in, registration, verification, admin login, 404', async ({
    page,
  }) => {
    await openAndCheck(page, routes.home, () => expect(page.getByTestId('hero')).toBeVisible());
    await page.getByRole('button', { name: en('nav.openMenu') }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectFits(page, 'the landing page with its menu open');

    await openAndCheck(page, routes.auth, () => expect(heading(page, en('auth.loginHeading'))).toBeVisible());
    await openAndCheck(page, routes.register, () =>
      expect(heading(page, en('auth.registerHeading'))).toBeVisible(),
    );
    await openAndCheck(page, routes.verifyEmail('a-rather-long-address@example.test'), () =>
      expect(heading(page, en('verifyPage.heading'))).toBeVisible(),
    );
    await openAndCheck(page, routes.admin, () =>
      expect(heading(page, en('admin.loginHeading'))).toBeVisible(),
    );
    await openAndCheck(page, '/no-such-page', () =>
      expect(page.getByText(en('common.pageNotFound'))).toBeVisible(),
    );
    // The responder's typed-code page, and its message for a code that cannot be one.
    await openAndCheck(page, typedCodePaths.page, () =>
      expect(heading(page, en('responder.typedCode.heading'))).toBeVisible(),
    );
    await openAndCheck(page, `${typedCodePaths.page}?code=${'W'.repeat(40)}`, () =>
      expect(page.getByRole('alert')).toBeVisible(),
    );
  });

  test('the bracelet wizard: registration, verification and configuration steps; an unknown bracelet', async ({
    page,
    context,
    server,
  }) => {
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    const wizard = routes.activateBracelet(bracelet!.physicalId!);
    const step = (n: number) =>
      expect(page.getByTestId(`wizard-step-${n}`)).toHaveAttribute('aria-current', 'step');

    await openAndCheck(page, wizard, async () => {
      await step(1);
      await expect(page.getByRole('button', { name: en('wizard.registerButton') })).toBeVisible();
    });
    await openAndCheck(page, routes.activateBracelet('NO-SUCH-BRACELET'), () =>
      expect(page.getByText(en('wizard.notFoundTitle'))).toBeVisible(),
    );

    // An unverified parent is at step 2; a verified one at step 3.
    const [unverified] = await server.db
      .insert(users)
      .values({ email: uniqueEmail('unverified'), password: 'unused', isEmailVerified: false })
      .returning();
    await signInAs(server, context, unverified!);
    await openAndCheck(page, wizard, async () => {
      await step(2);
      await expect(page.getByRole('button', { name: en('wizard.verifyButton') })).toBeVisible();
    });
    await context.clearCookies();
    await signInAsNewParent(server, context);
    await openAndCheck(page, wizard, async () => {
      await step(3);
      await expect(page.getByRole('button', { name: en('wizard.activateButton') })).toBeVisible();
    });
  });

  test('signed in: dashboard, tag page, activate, form builder, edit form, NFC reader, the public page, 404', async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });

    await openAndCheck(page, routes.dashboard, () =>
      expect(heading(page, en('dashboard.heading'))).toBeVisible(),
    );
    await page.getByRole('button', { name: en('nav.openMenu') }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectFits(page, 'the dashboard with its menu open');

    await openAndCheck(page, routes.activate, () =>
      expect(heading(page, en('activate.heading'))).toBeVisible(),
    );
    await page.getByLabel(en('activate.codeLabel')).fill(bracelet!.uniqueCode);
    await page.getByRole('button', { name: en('activate.button') }).click();
    await expect(page).toHaveURL(routes.configure(bracelet!.id));
    await expect(heading(page, en('form.editHeading'))).toBeVisible();
    await page.getByLabel(en('form.childNameLabel')).fill('Maximiliana-Josephine');
    await page.getByLabel(en('form.childAgeLabel')).fill('7');
    const first = page.getByRole('group', { name: en('form.fieldLegend', { n: 1 }) });
    await first.getByLabel(en('form.fieldTitleLabel')).fill('Emergency Contact');
    await first.getByLabel(en('form.fieldContentLabel')).fill('Mum +44 7700 900123, Dad +44 7700 900456');
    await page.getByRole('button', { name: 'Allergies' }).click();
    await page
      .getByRole('group', { name: en('form.fieldLegend', { n: 2 }) })
      .getByLabel(en('form.fieldContentLabel'))
      .fill('Peanuts, tree nuts');
    await expectFits(page, 'the edit form with two fields');
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByRole('article', { name: 'Maximiliana-Josephine' })).toBeVisible();
    await expectFits(page, 'the dashboard with a tag card');
    // The tag's own page (issue 29), with the PIN dialog open: every group fits.
    await openAndCheck(page, routes.tagPage(bracelet!.id), () =>
      expect(heading(page, 'Maximiliana-Josephine')).toBeVisible(),
    );
    await page.getByRole('button', { name: en('dashboard.newPin') }).click();
    await expectFits(page, 'the tag page with the new PIN dialog open');
    await page.keyboard.press('Escape');

    await openAndCheck(page, routes.configure(bracelet!.id), () =>
      expect(heading(page, en('form.editHeading'))).toBeVisible(),
    );
    await openAndCheck(page, routes.formBuilder, () =>
      expect(heading(page, en('form.createHeading'))).toBeVisible(),
    );
    await openAndCheck(page, routes.tagUidReader, () =>
      expect(heading(page, en('nfcReader.heading'))).toBeVisible(),
    );
    await openAndCheck(page, routes.publicTag(bracelet!.uniqueCode), () =>
      expect(heading(page, en('publicTag.heading'))).toBeVisible(),
    );
    await openAndCheck(page, '/no-such-page', () =>
      expect(page.getByText(en('common.pageNotFound'))).toBeVisible(),
    );
  });

  test('the admin dashboard: every tab, with bracelets and orders listed', async ({
    page,
    context,
    server,
  }) => {
    await server.app.deps.services.inventory.createBatch({ count: 3 });
    await server.app.deps.services.inventory.createBatch({ physicalIds: ['04:A1:B2:C3:D4:E5:F6'] });
    const now = Date.now();
    const [paid, pending] = await server.db
      .insert(orders)
      .values([
        {
          paypalOrderId: `NARROW${now}1`,
          amount: '29.99',
          unitAmount: '29.99',
          currency: 'EUR',
          status: 'paid',
          customerName: 'Jamie Buyer-Longname',
          customerEmail: 'jamie.buyer.with.a.long.address@example.test',
          shippingAddress: 'Jamie Buyer\n1 Main St\n95131 San Jose\nUS',
        },
        {
          paypalOrderId: `NARROW${now}2`,
          amount: '29.99',
          unitAmount: '29.99',
          currency: 'EUR',
          status: 'pending',
        },
      ])
      .returning();
    await signInAsNewAdmin(server, context);

    await openAndCheck(page, routes.adminDashboard, () =>
      expect(heading(page, en('admin.dashboardTitle'))).toBeVisible(),
    );
    // The tab list is one row that scrolls sideways, not several rows of wrapped tabs.
    const tabRows = await page
      .getByRole('tab')
      .evaluateAll((tabs) => new Set(tabs.map((tab) => (tab as HTMLElement).offsetTop)).size);
    expect(tabRows, 'rows of admin tabs').toBe(1);
    // Every tab, Orders last: the checks after the loop read its panel.
    const ordersTab = en('admin.tabs.orders');
    const tabs = Object.values(catalogueEn.admin.tabs).filter((name) => name !== ordersTab);
    for (const name of [...tabs, ordersTab]) {
      const tab = dashboardTab(page, name);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('status')).toHaveCount(0);
      await expectFits(page, `the ${name} tab`);
    }
    // Orders are cards on a phone, every fact on the screen; the filter shows them all.
    await page.getByLabel(en('orders.filterLabel')).selectOption('all');
    const cards = page.getByRole('tabpanel').getByTestId('order-card');
    await expect(cards.filter({ hasText: orderNumberOf(pending!.id) })).toBeVisible();
    await expect(cards.filter({ hasText: orderNumberOf(paid!.id) })).toContainText(
      'jamie.buyer.with.a.long.address@example.test',
    );
    for (const card of await cards.all()) {
      const right = await card.evaluate((el) => el.getBoundingClientRect().right);
      expect(right, 'an order card ends within the screen').toBeLessThanOrEqual(WIDTH);
    }
    await expectFits(page, 'the orders as cards');

    await dashboardTab(page, en('admin.tabs.bracelets')).click();
    // Stored without its separators (decision 015).
    await expect(page.getByRole('cell', { name: '04A1B2C3D4E5F6' })).toBeVisible();
    await expectScrollsInItsOwnBox(page, 'the bracelet inventory');

    // An order's page, its packing input and buttons.
    await openAndCheck(page, routes.adminOrder(paid!.id), () =>
      expect(page.getByTestId('packing').getByLabel(en('orders.packing.codeLabel'))).toBeVisible(),
    );

    // The admin's own header links, in the phone's menu.
    await page.getByRole('button', { name: en('nav.openMenu') }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectFits(page, 'the admin dashboard with the menu open');
  });
});
