// The language switch (issue 30) in Chromium: a German browser sees German on /auth, picks Italiano
// in the footer, and /auth, /dashboard and /account are Italian from then on, <html lang> too. The
// choice is saved on the account: it survives Sign Out and a sign-in from a fresh English browser.
// Screenshots at 390×844 in test-results/language-switch/.
import { LANGUAGE_NAMES } from '#shared/i18n/languages.ts';
import { routes } from '#shared/paths.ts';
import { translate } from '../helpers/messages.ts';
import { createVerifiedParent, PARENT_PASSWORD } from './accounts.ts';
import { expect, test, waitForHydration, type Page } from './fixtures.ts';

const de = translate('de');
const it = translate('it');
const SHOTS = 'test-results/language-switch';

test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

async function expectItalian(page: Page, where: string) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', 'it');
  await expect(page.getByText(it('common.footerTagline')), where).toBeVisible();
  const current = page.getByTestId('language-switch').locator('[aria-current="true"]');
  await expect(current, where).toHaveText(LANGUAGE_NAMES.it);
}

async function signIn(page: Page, email: string, t: typeof it) {
  await page.getByLabel(t('auth.emailLabel')).fill(email);
  await page.getByLabel(t('auth.passwordLabel')).fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: t('auth.loginButton'), exact: true }).click();
}

test('a German browser switches to Italiano; every page and later sign-ins stay Italian', async ({
  page,
  browser,
  server,
}) => {
  // Two browsers, three sign-ins and five reloads: longer than one page's default minute.
  test.setTimeout(180_000);
  const parent = await createVerifiedParent(server);

  await page.goto(routes.auth);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: de('auth.loginHeading'), level: 1 })).toBeVisible();
  await expect(page.getByText(de('common.footerTagline'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/auth-de.png`, fullPage: true });

  // The switch: each language by its own name; German is the current one.
  const languageSwitch = page.getByTestId('language-switch');
  await expect(languageSwitch.locator('[aria-current="true"]')).toHaveText(LANGUAGE_NAMES.de);
  await languageSwitch.getByRole('button', { name: LANGUAGE_NAMES.it }).click();
  await expect(page.getByRole('heading', { name: it('auth.loginHeading'), level: 1 })).toBeVisible();
  await expectItalian(page, '/auth');
  await page.screenshot({ path: `${SHOTS}/auth-it.png`, fullPage: true });

  await signIn(page, parent.email, it);
  await expect(page).toHaveURL(routes.dashboard);
  await expectItalian(page, '/dashboard');
  await page.screenshot({ path: `${SHOTS}/dashboard-it.png`, fullPage: true });

  await page.goto(routes.account);
  await expectItalian(page, '/account');
  await page.screenshot({ path: `${SHOTS}/account-it.png`, fullPage: true });

  // Sign Out (from the phone menu) leaves the choice; signing in again keeps it.
  await page.getByRole('button', { name: it('nav.openMenu') }).click();
  await page
    .getByRole('navigation', { name: it('nav.mobileNavLabel') })
    .getByRole('button', { name: it('nav.signOut') })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.goto(routes.auth);
  await expectItalian(page, '/auth after Sign Out');
  await signIn(page, parent.email, it);
  await expect(page).toHaveURL(routes.dashboard);
  await expectItalian(page, '/dashboard after signing in again');

  // Another browser, in English: English until the sign-in, then the account's Italian.
  const english = await browser.newContext({
    baseURL: server.url,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  try {
    const other = await english.newPage();
    await other.goto(routes.auth);
    await waitForHydration(other);
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await signIn(other, parent.email, translate('en'));
    await expect(other).toHaveURL(routes.dashboard);
    await expectItalian(other, 'a fresh English browser after sign-in');
    await other.screenshot({ path: `${SHOTS}/dashboard-it-english-browser.png`, fullPage: true });
    await other.goto(routes.account);
    await expectItalian(other, '/account in the English browser');
  } finally {
    await english.close();
  }
});
