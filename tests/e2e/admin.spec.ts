// The admin area in Chromium: sign-in, the dashboard's saves reaching the landing page, uploads
// through the widget, and in-place editing seen by a signed-out visitor.
import { randomBytes } from 'node:crypto';
import { en } from '../helpers/messages.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';
import { dashboardTab } from './admin-dashboard.ts';

/** A real 1×1 PNG: the browser must be able to draw it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PASSWORD = 'admin-password-e2e';

async function signInAsAdmin(page: Page, server: E2EServer): Promise<void> {
  const username = `admin-${randomBytes(4).toString('hex')}`;
  await server.app.deps.services.admin.create({ username, email: null, password: PASSWORD });
  await page.goto('/admin');
  await page.getByLabel(en('admin.usernameLabel')).fill(username);
  await page.getByLabel(en('admin.passwordLabel')).fill(PASSWORD);
  await page.getByRole('button', { name: en('admin.loginButton') }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: en('admin.dashboardTitle') })).toBeVisible();
}

test.describe('admin area', () => {
  test('/admin/dashboard without an admin session goes to /admin', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: en('admin.loginHeading') })).toBeVisible();
  });

  test('a wrong password shows the Login failed toast with the server message', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel(en('admin.usernameLabel')).fill('nobody');
    await page.getByLabel(en('admin.passwordLabel')).fill('wrong-password');
    await page.getByRole('button', { name: en('admin.loginButton') }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(en('admin.loginFailedTitle'));
    await expect(toast).toContainText(en('admin.loginFailedFallback'));
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('login → dashboard tabs (default Header) → Logout returns to /admin', async ({ page, server }) => {
    await signInAsAdmin(page, server);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      en('admin.tabs.header'),
      en('admin.tabs.hero'),
      en('admin.tabs.paypal'),
      en('admin.tabs.howItWorks'),
      en('admin.tabs.video'),
      en('admin.tabs.features'),
      en('admin.tabs.ratings'),
      en('admin.tabs.bracelets'),
      en('admin.tabs.orders'),
      en('admin.tabs.sales'),
    ]);
    await expect(dashboardTab(page, en('admin.tabs.header'))).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: en('admin.logout') }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('change price and currency → the landing price box shows the new price with its symbol', async ({
    page,
    server,
    browser,
  }) => {
    await signInAsAdmin(page, server);
    await dashboardTab(page, en('admin.tabs.paypal')).click();
    await page.getByLabel(en('adminForm.price')).fill('34.50');
    await page.getByLabel(en('adminForm.currency')).selectOption('USD');
    await page.getByRole('button', { name: en('admin.saveSettings') }).click();
    await expect(page.getByTestId('toast')).toContainText(en('adminSave.paypal.ok'));

    const settings = await (await page.request.get('/api/paypal-settings')).json();
    expect(settings).toMatchObject({ price: '34.50', currency: 'USD' });

    const visitor = await browser.newContext({ baseURL: server.url });
    try {
      const landing = await visitor.newPage();
      await landing.goto('/');
      await expect(landing.locator('#main').getByTestId('price')).toHaveText('$34.50');
    } finally {
      await visitor.close();
    }
  });

  test('a price PayPal cannot charge is refused under the field', async ({ page, server }) => {
    await signInAsAdmin(page, server);
    await dashboardTab(page, en('admin.tabs.paypal')).click();
    await page.getByLabel(en('adminForm.price')).fill('free');
    await page.getByRole('button', { name: en('admin.saveSettings') }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a price like 29.99');
  });

  test('upload a header logo through the widget → the landing header shows it', async ({
    page,
    server,
    browser,
  }) => {
    await signInAsAdmin(page, server);
    const widget = page.getByTestId(`upload-${en('adminForm.headerLogo')}`);
    await widget.getByLabel(en('adminForm.headerLogo')).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await expect(widget.getByText(en('admin.uploadOk'))).toBeVisible();
    await expect(widget.getByRole('img', { name: en('adminForm.uploadedPreview') })).toHaveAttribute(
      'src',
      /^\/api\/files\/objects\/uploads\/[0-9a-f-]+\.png$/,
    );
    await expect(page.getByTestId('toast')).toContainText(en('admin.headerLogoUploaded'));
    await expect(page.getByTestId('current-header-logo')).toBeVisible();

    const visitor = await browser.newContext({ baseURL: server.url });
    try {
      const landing = await visitor.newPage();
      await landing.goto('/');
      const logo = landing.getByTestId('header-logo');
      await expect(logo).toHaveAttribute('src', /^\/api\/files\/objects\/uploads\/[0-9a-f-]+\.png$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    } finally {
      await visitor.close();
    }

    await widget.getByRole('button', { name: en('upload.dismiss') }).click();
    await expect(widget.getByLabel(en('adminForm.headerLogo'))).toBeVisible();
  });

  test('the widget refuses an SVG (server), a 6 MB image and a text file (client)', async ({
    page,
    server,
  }) => {
    await signInAsAdmin(page, server);
    const widget = page.getByTestId(`upload-${en('adminForm.headerLogo')}`);
    await widget.getByLabel(en('adminForm.headerLogo')).setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(widget.getByRole('alert')).toContainText(en('upload.failedToGetUrl'));
    await widget.getByRole('button', { name: en('upload.dismiss') }).click();

    await widget.getByLabel(en('adminForm.headerLogo')).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]),
    });
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(en('upload.fileTooLargeTitle'));
    await expect(toast).toContainText(en('upload.imageTooLarge'));

    await widget.getByLabel(en('adminForm.headerLogo')).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(toast).toContainText(en('upload.invalidTypeTitle'));
    await expect(toast).toContainText(en('upload.invalidType', { accept: 'image/*' }));
  });

  test('inline-edit a hero text as admin → a signed-out visitor sees it', async ({
    page,
    server,
    browser,
  }) => {
    await signInAsAdmin(page, server);
    await page.goto('/');
    await page.getByRole('button', { name: `${en('admin.edit')} hero_subtitle` }).click();
    const field = page.getByLabel(`${en('admin.edit')}: hero_subtitle`);
    await field.fill('Protection that speaks for your child');
    await page.getByRole('button', { name: en('admin.save') }).click();
    await expect(page.getByTestId('toast')).toContainText(en('admin.contentUpdatedTitle'));
    await expect(page.locator('#main').getByText('Protection that speaks for your child')).toBeVisible();

    const visitor = await browser.newContext({ baseURL: server.url });
    try {
      const landing = await visitor.newPage();
      await landing.goto('/');
      await expect(landing.locator('#main').getByText('Protection that speaks for your child')).toBeVisible();
      await expect(landing.getByRole('button', { name: `${en('admin.edit')} hero_subtitle` })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('Cancel discards an inline edit', async ({ page, server }) => {
    await signInAsAdmin(page, server);
    await page.goto('/');
    const before = await (await page.request.get('/api/content/hero_description')).json();
    await page.getByRole('button', { name: `${en('admin.edit')} hero_description` }).click();
    await page.getByLabel(`${en('admin.edit')}: hero_description`).fill('Never saved');
    await page.getByRole('button', { name: en('admin.cancel') }).click();
    await expect(page.locator('#main').getByText(before.content)).toBeVisible();
    await expect(page.getByText('Never saved')).toHaveCount(0);
  });

  test('Bracelets tab: create a batch by number, see it listed, CSV link', async ({ page, server }) => {
    await signInAsAdmin(page, server);
    await dashboardTab(page, en('admin.tabs.bracelets')).click();
    await page.getByLabel(en('adminForm.countLabel')).fill('3');
    await page.getByRole('button', { name: en('adminForm.createBatch') }).click();
    await expect(page.getByTestId('toast')).toContainText(en('adminForm.batchCreated', { n: 3 }));
    const newBatch = page.getByRole('heading', { name: en('adminForm.newBatch') });
    await expect(newBatch).toBeVisible();
    await expect(page.getByRole('cell', { name: en('adminForm.statuses.unowned') }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: en('adminForm.downloadCsv') })).toHaveAttribute(
      'href',
      '/api/admin/tags.csv',
    );

    await page.getByLabel(en('adminForm.byPhysicalIds')).check();
    await page.getByLabel(en('adminForm.physicalIdsLabel')).fill('04:AA:BB:CC:01\n04:AA:BB:CC:02');
    await page.getByRole('button', { name: en('adminForm.createBatch') }).click();
    await expect(page.getByTestId('toast')).toContainText(en('adminForm.batchCreated', { n: 2 }));
    // Stored and listed without separators (decision 015).
    await expect(page.getByRole('cell', { name: '04AABBCC02' }).first()).toBeVisible();
  });

  test('Hero tab: saving changed texts updates the landing page', async ({ page, server, browser }) => {
    await signInAsAdmin(page, server);
    await dashboardTab(page, en('admin.tabs.hero')).click();
    await page.getByLabel(en('adminForm.subText')).fill('Safe every day');
    await page
      .getByLabel(`${en('adminForm.trustIndicator', { n: 2 })} ${en('adminForm.text')}`)
      .fill('Tap to read');
    await page.getByRole('button', { name: en('admin.saveHero') }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(en('admin.heroUpdated'));
    await expect(toast).toContainText(en('admin.heroUpdatedBody'));

    const visitor = await browser.newContext({ baseURL: server.url });
    try {
      const landing = await visitor.newPage();
      await landing.goto('/');
      await expect(landing.locator('#main').getByText('Safe every day')).toBeVisible();
      await expect(landing.locator('#main').getByTestId('trust-badges')).toContainText('Tap to read');
    } finally {
      await visitor.close();
    }
  });
});
