// The shop owner's own way around (issue 13): a signed-in admin's header, upload boxes that show the
// image live now, the NFC UID reader open to admins and linked from the Bracelets tab, and the
// Bracelets tab's warning when PUBLIC_URL is a local address.
import { DEFAULT_LOGO_URL, DEFAULT_PRODUCT_IMAGE_URL } from '#shared/content-defaults.ts';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { expect, test, type Page } from './fixtures.ts';
import { dashboardTab } from './admin-dashboard.ts';
import { signInAsNewAdmin } from './accounts.ts';

/** A real 1×1 PNG: the browser must be able to draw it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.use({ viewport: { width: 1280, height: 800 } });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectAdminHeader(page: Page, where: string) {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: en('admin.dashboardTitle') }), where).toHaveAttribute(
    'href',
    routes.adminDashboard,
  );
  await expect(nav.getByRole('button', { name: en('admin.logout') }), where).toBeVisible();
  await expect(nav.getByRole('link', { name: en('nav.signIn') }), where).toHaveCount(0);
  await expect(nav.getByRole('link', { name: en('nav.getStarted') }), where).toHaveCount(0);
}

test.describe('a signed-in admin', () => {
  test('sees Admin dashboard and Logout in the header on every page; Logout goes to /admin', async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewAdmin(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });

    await page.goto(routes.home);
    await expect(page.getByTestId('hero')).toBeVisible();
    await expectAdminHeader(page, 'landing page');
    await page.goto(routes.auth);
    await expect(page.getByRole('heading', { name: en('auth.loginHeading') })).toBeVisible();
    await expectAdminHeader(page, '/auth');
    await page.goto(routes.activateBracelet(bracelet!.physicalId!));
    await expect(page.getByRole('heading', { name: en('wizard.heading') })).toBeVisible();
    await expectAdminHeader(page, 'the bracelet wizard');
    await page.goto('/no-such-page');
    await expect(page.getByText(en('common.pageNotFound'))).toBeVisible();
    await expectAdminHeader(page, 'the 404 page');

    await mainNav(page)
      .getByRole('link', { name: en('admin.dashboardTitle') })
      .click();
    await expect(page).toHaveURL(routes.adminDashboard);
    await expect(page.getByRole('heading', { name: en('admin.dashboardTitle') })).toBeVisible();
    // One way to log out on the dashboard (issue 29): SPEC's Logout button, not a second in the header.
    await expect(page.getByRole('button', { name: /log ?out/i })).toHaveCount(1);
    await expect(mainNav(page).getByRole('button', { name: en('admin.logout') })).toHaveCount(0);

    await page.goto('/no-such-page');
    await mainNav(page)
      .getByRole('button', { name: en('admin.logout') })
      .click();
    await expect(page).toHaveURL(routes.admin);
    await expect(page.getByRole('heading', { name: en('admin.loginHeading') })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: en('nav.signIn') })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: en('admin.dashboardTitle') })).toHaveCount(0);
    expect((await (await page.request.get('/api/admin/check')).json()).isAdmin).toBe(false);
  });

  test('the upload boxes show the image live now: the default, then the uploaded one', async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewAdmin(server, context);
    await page.goto(routes.adminDashboard);
    const header = page.getByTestId(`upload-${en('adminForm.headerLogo')}`);
    const live = header.getByRole('img', { name: en('adminForm.liveDefault') });
    await expect(live).toHaveAttribute('src', DEFAULT_LOGO_URL);
    await expect.poll(() => live.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await dashboardTab(page, en('admin.tabs.hero')).click();
    const heroLogo = page.getByTestId(`upload-${en('adminForm.heroLogo')}`);
    const product = page.getByTestId(`upload-${en('adminForm.productImage')}`);
    await expect(heroLogo.getByRole('img', { name: en('adminForm.liveDefault') })).toHaveAttribute(
      'src',
      DEFAULT_LOGO_URL,
    );
    await expect(product.getByRole('img', { name: en('adminForm.liveDefault') })).toHaveAttribute(
      'src',
      DEFAULT_PRODUCT_IMAGE_URL,
    );

    await product.getByLabel(en('adminForm.productImage')).setInputFiles({
      name: 'product.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await expect(product.getByText(en('admin.uploadOk'))).toBeVisible();
    await product.getByRole('button', { name: en('upload.dismiss') }).click();
    const uploaded = product.getByRole('img', { name: en('adminForm.liveNow'), exact: true });
    await expect(uploaded).toHaveAttribute('src', /^\/api\/files\/objects\/uploads\/[0-9a-f-]+\.png$/);
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // The hero logo was not touched: still the default.
    await expect(heroLogo.getByRole('img', { name: en('adminForm.liveDefault') })).toBeVisible();
  });

  test('opens the NFC UID reader, linked from the Bracelets tab; a signed-out visitor is sent to sign in', async ({
    page,
    context,
    server,
    browser,
  }) => {
    const visitor = await browser.newContext({ baseURL: server.url });
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto(routes.tagUidReader);
      await expect(anonymous).toHaveURL(routes.auth);
    } finally {
      await visitor.close();
    }

    await signInAsNewAdmin(server, context);
    await page.goto(routes.adminDashboard);
    await dashboardTab(page, en('admin.tabs.bracelets')).click();
    const link = page.getByRole('link', { name: new RegExp(en('adminForm.uidReaderLink')) });
    await expect(link).toHaveAttribute('href', routes.tagUidReader);
    const [reader] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(reader).toHaveURL(new RegExp(`${routes.tagUidReader}$`));
    await expect(reader.getByRole('heading', { name: en('nfcReader.heading') })).toBeVisible();
    await expectAdminHeader(reader, 'the NFC UID reader');
  });

  test('the Bracelets tab warns while PUBLIC_URL is a local address, naming it', async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewAdmin(server, context);
    const config = server.config as { publicUrl: string };
    const local = config.publicUrl; // http://127.0.0.1:<port>, as the e2e server listens
    await page.goto(routes.adminDashboard);
    await dashboardTab(page, en('admin.tabs.bracelets')).click();
    const warning = page.getByTestId('public-url-warning');
    await expect(warning).toContainText(en('adminForm.publicUrlWarningTitle'));
    await expect(warning).toContainText(en('adminForm.publicUrlWarning', { url: local }));
    await expect(warning).toContainText('PUBLIC_URL');

    config.publicUrl = 'https://shop.example.com';
    try {
      await page.reload();
      await dashboardTab(page, en('admin.tabs.bracelets')).click();
      await expect(page.getByRole('heading', { name: en('adminForm.braceletsHeading') })).toBeVisible();
      await expect(page.getByText(/ bracelets in total$/)).toBeVisible();
      await expect(page.getByTestId('public-url-warning')).toHaveCount(0);
    } finally {
      config.publicUrl = local;
    }
  });
});
