// Admin failures in Chromium (SPEC §8): a save the server refuses shows 'Failed to update …' with the
// server's message and changes nothing a visitor sees; an image whose media entry is refused shows
// 'Failed to update media'; a login that never reaches the server shows 'Network error. Please try
// again.'. The refusals are real: the admin's session ends (its cookie is gone) while the dashboard
// is open. (The inline edit's 'Update Failed' is in spec-failure-toasts.spec.ts.)
import { expect, test } from './fixtures.ts';
import { asVisitor, dashboardTab, openDashboard, PNG_1X1 } from './admin-dashboard.ts';
import { holdRequests } from './held-requests.ts';
import { resetLandingContent } from './landing-content.ts';

const SESSION_GONE = 'Admin access required.';

const SAVES = [
  {
    tab: 'How it Works',
    field: 'Main Title',
    button: 'Save Main Content',
    failed: 'Failed to update How it Works content',
  },
  { tab: 'How it Works', field: 'Step 2 Title', button: 'Update Step 2', failed: 'Failed to update step' },
  {
    tab: 'Video',
    field: 'Main Title',
    button: 'Save Video Section',
    failed: 'Failed to update video section',
  },
  {
    tab: 'Features',
    field: 'Main Title',
    button: 'Save Features Section',
    failed: 'Failed to update features section',
  },
  {
    tab: 'Ratings',
    field: 'Signature',
    button: 'Save Ratings Section',
    failed: 'Failed to update ratings section',
  },
  {
    tab: 'PayPal',
    field: 'Shipping Text',
    button: 'Save Settings',
    failed: 'Failed to update PayPal settings',
  },
  {
    tab: 'Hero',
    field: 'Main Text',
    button: 'Save Hero Section Changes',
    failed: 'Failed to update content',
  },
];

test.describe('admin failures', () => {
  test.beforeEach(async ({ server }) => resetLandingContent(server.db));
  test.afterAll(async ({ server }) => resetLandingContent(server.db));

  for (const save of SAVES) {
    test(`${save.button} refused by the server: '${save.failed}' with its message`, async ({
      page,
      server,
      browser,
    }) => {
      await openDashboard(page, server);
      await dashboardTab(page, save.tab).click();
      const marker = `Never saved ${save.button}`;
      await page.getByLabel(save.field, { exact: true }).fill(marker);
      await page.context().clearCookies();
      await page.getByRole('button', { name: save.button, exact: true }).click();

      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(save.failed);
      await expect(toast).toContainText(SESSION_GONE);
      // The form keeps what was typed, and the button is usable again for a retry.
      await expect(page.getByLabel(save.field, { exact: true })).toHaveValue(marker);
      await expect(page.getByRole('button', { name: save.button, exact: true })).toBeEnabled();

      await asVisitor(browser, server.url, async (landing) => {
        await expect(landing.locator('#main')).toBeVisible();
        await expect(landing.getByText(marker)).toHaveCount(0);
      });
    });
  }

  test("an uploaded logo whose media entry is refused: 'Failed to update media'", async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    const widget = page.getByTestId('upload-Header Logo');
    // The signed upload link needs no session; the media entry after it does.
    const held = await holdRequests(page, '**/api/uploads/**');
    await widget
      .getByLabel('Header Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await held.arrived;
    await page.context().clearCookies();
    await held.release();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to update media');
    await expect(toast).toContainText(SESSION_GONE);
    await expect(page.getByText('Header logo uploaded successfully!')).toHaveCount(0);
    // The widget does not claim a success the landing page does not show.
    await expect(widget.getByRole('alert')).toHaveText('Failed to update media');
    await expect(widget.getByText('Upload successful')).toHaveCount(0);
    await expect(widget.getByRole('img', { name: 'Uploaded file preview' })).toHaveCount(0);

    await asVisitor(browser, server.url, async (landing) => {
      await expect(landing.getByTestId('header-logo')).toHaveAttribute('src', '/logo.svg');
    });
  });

  test("admin login without a network: 'Error' / 'Network error. Please try again.'", async ({ page }) => {
    await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
    await page.goto('/admin');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('some-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Network error. Please try again.');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
