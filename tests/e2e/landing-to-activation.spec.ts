// Issue 29 §4: signed out, the landing page's "Activate a bracelet" keeps the parent's intent through
// registration (or sign-in) and e-mail verification, and ends on /activate, not on the dashboard.
// A `next` that is not one of the parent's pages is ignored: SPEC's own destinations apply.
import { routes } from '#shared/paths.ts';

import { en } from '../helpers/messages.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { PARENT_PASSWORD, createVerifiedParent, uniqueEmail } from './accounts.ts';
import { expect, test, waitForHydration, type Page } from './fixtures.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function signIn(page: Page, email: string) {
  await page.getByLabel(en('auth.emailLabel')).fill(email);
  await page.getByLabel(en('auth.passwordLabel')).fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: en('auth.loginButton') }).click();
}

test('Activate a bracelet → register → code from the mail → /activate, on a phone and a desktop', async ({
  page,
  context,
  server,
}) => {
  for (const size of SIZES) {
    await context.clearCookies();
    await page.setViewportSize(size);
    const where = `${size.width}px`;
    await page.goto(routes.home);
    await waitForHydration(page);
    await page
      .getByTestId('hero')
      .getByRole('link', { name: en('landing.activateBracelet') })
      .click();
    await expect(page.getByRole('heading', { name: en('auth.registerHeading') }), where).toBeVisible();

    const email = uniqueEmail('landing');
    await page.getByLabel(en('auth.firstNameLabel')).fill('Giulia');
    await page.getByLabel(en('auth.lastNameLabel')).fill('Rossi');
    await page.getByLabel(en('auth.emailLabel')).fill(email);
    await page.getByLabel(en('auth.passwordLabel')).fill(PARENT_PASSWORD);
    await page.getByRole('button', { name: en('auth.registerButton') }).click();
    await expect(page.getByRole('heading', { name: en('verifyPage.heading') }), where).toBeVisible();

    // A reload on the verification page keeps the intent (it is in the address).
    await page.reload();
    const code = codeFromMail(await server.smtp.waitFor(email));
    await page.getByLabel(en('verifyPage.codeLabel')).fill(code);
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();

    await expect(page, where).toHaveURL(routes.activate);
    await expect(page.getByRole('heading', { name: en('activate.heading') }), where).toBeVisible();
  }
});

test('signing in instead keeps the intent; a hostile next falls back to the dashboard', async ({
  page,
  context,
  server,
}) => {
  for (const size of SIZES) {
    await context.clearCookies();
    await page.setViewportSize(size);
    const where = `${size.width}px`;
    const parent = await createVerifiedParent(server);
    await page.goto(routes.home);
    await waitForHydration(page);
    await page
      .getByTestId('hero')
      .getByRole('link', { name: en('landing.activateBracelet') })
      .click();
    // "Sign in here" keeps it too.
    await page.getByRole('link', { name: en('auth.toLogin') }).click();
    await expect(page.getByRole('heading', { name: en('auth.loginHeading') }), where).toBeVisible();
    await signIn(page, parent.email);
    await expect(page, where).toHaveURL(routes.activate);
    await expect(page.getByRole('heading', { name: en('activate.heading') }), where).toBeVisible();

    // Another host, however it is spelled, is never where sign-in leads.
    await context.clearCookies();
    await page.goto(`${routes.auth}?next=${encodeURIComponent('/\\evil.example')}`);
    await signIn(page, parent.email);
    await expect(page, where).toHaveURL(routes.dashboard);
    await expect(page.getByRole('heading', { name: en('dashboard.heading') }), where).toBeVisible();
  }
});
