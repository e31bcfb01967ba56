import { TOAST_DURATION_MS } from '#shared/constants.ts';
import { en } from '../helpers/messages.ts';
import { expect, test } from './fixtures.ts';

test.describe('app shell', () => {
  test('the landing route loads with the header and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('header-logo')).toBeVisible();
    await expect(page.getByText(en('common.footerTagline'))).toBeVisible();
  });

  test('signed out, the header offers How It Works, Sign In and Get Started', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: en('nav.howItWorks') })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    await expect(nav.getByRole('link', { name: en('nav.signIn') })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: en('nav.getStarted') })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
  });

  test('an unknown path shows the Page Not Found card with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: en('common.pageNotFound') })).toBeVisible();
  });

  test('the mobile menu toggle offers the same links', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: en('nav.openMenu') }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: en('nav.signIn') })).toBeVisible();
    await expect(mobile.getByRole('link', { name: en('nav.getStarted') })).toBeVisible();
  });

  test('notices: one at a time, shown for 5 s, F8 focuses them', async ({ page }) => {
    await page.clock.install();
    await page.goto('/auth');
    const failSignIn = async () => {
      await page.getByLabel(en('auth.emailLabel')).fill('nobody-here@example.test');
      await page.getByLabel(en('auth.passwordLabel')).fill('wrong-password');
      await page.getByRole('button', { name: en('auth.loginButton') }).click();
      await expect(page.getByTestId('toast').filter({ hasText: en('auth.loginFailedTitle') })).toBeVisible();
    };
    await failSignIn();
    await page.clock.runFor(TOAST_DURATION_MS - 800);
    await expect(page.getByTestId('toast')).toBeVisible();
    await page.clock.runFor(1600);
    await expect(page.getByTestId('toast')).toBeHidden();

    await failSignIn();
    await failSignIn();
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: /F8/ });
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});
