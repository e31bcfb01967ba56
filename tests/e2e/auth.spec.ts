// Accounts end to end in Chromium: the real app, a real SMTP receiver, the browser typing.
import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';

import { en } from '../helpers/messages.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { expect, test, type Page } from './fixtures.ts';

const PASSWORD = 'browser-pass-123';

function newEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(en('auth.emailLabel')).fill(email);
  await page.getByLabel(en('auth.passwordLabel')).fill(password);
  await page.getByRole('button', { name: en('auth.loginButton') }).click();
}

test.describe('accounts', () => {
  test('register → code from the mail → signed in on the dashboard; sign out; sign in again', async ({
    page,
    server,
  }) => {
    const email = newEmail('browser');
    await page.goto('/auth?mode=register');
    await expect(page.getByRole('heading', { name: en('auth.registerHeading') })).toBeVisible();
    await expect(page.getByText(en('auth.registerSubtitle'))).toBeVisible();
    await page.getByLabel(en('auth.firstNameLabel')).fill('Giulia');
    await page.getByLabel(en('auth.lastNameLabel')).fill('Rossi');
    await page.getByLabel(en('auth.emailLabel')).fill(email);
    await page.getByLabel(en('auth.passwordLabel')).fill(PASSWORD);
    await page.getByRole('button', { name: en('auth.registerButton') }).click();

    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    await expectToast(page, en('auth.registerOkTitle'), en('auth.registerOk'));
    await expect(page.getByRole('heading', { name: en('verifyPage.heading') })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(en('verifyPage.spamNote'))).toBeVisible();
    await expect(page.getByText(en('verifyPage.validityNote'))).toBeVisible();

    const code = codeFromMail(await server.smtp.waitFor(email));
    const input = page.getByLabel(en('verifyPage.codeLabel'));
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // Only digits survive, at most six.
    await input.pressSequentially(`${code.slice(0, 3)} -x${code.slice(3)}99`);
    await expect(input).toHaveValue(code);
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();

    await expectToast(page, en('verifyPage.okTitle'), en('verifyPage.ok'));
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByTestId('greeting')).toHaveText(`${en('nav.welcome')}Giulia`);
    await expect(nav.getByRole('link', { name: en('nav.dashboard') })).toBeVisible();

    await nav.getByRole('button', { name: en('nav.signOut') }).click();
    await expectToast(page, en('auth.logoutOkTitle'), en('auth.logoutOk'));
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: en('nav.signIn') })).toBeVisible();
    // The page itself switched to the signed-out route set, not only the header.
    await expect(page.getByRole('heading', { name: en('dashboard.heading') })).toBeHidden();
    // The session is gone on the server, not just in the page.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await nav.getByRole('link', { name: en('nav.signIn') }).click();
    await expect(page.getByRole('heading', { name: en('auth.loginHeading') })).toBeVisible();
    await expect(page.getByText(en('auth.loginSubtitle'))).toBeVisible();
    await signIn(page, email.toUpperCase());
    await expect(page).toHaveURL('/dashboard');
    await expectToast(page, en('auth.loginOkTitle'), en('auth.loginOk'));
    await expect(nav.getByTestId('greeting')).toHaveText(`${en('nav.welcome')}Giulia`);
    await page.reload();
    await expect(nav.getByTestId('greeting')).toHaveText(`${en('nav.welcome')}Giulia`);
  });

  test('an unverified account signing in lands on /verify-email, where resend mails a new code', async ({
    page,
    server,
  }) => {
    const email = newEmail('unverified');
    const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
    expect(registered.status()).toBe(201);
    const firstCode = codeFromMail(await server.smtp.waitFor(email));

    await page.goto('/auth');
    await signIn(page, email);
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: en('verifyPage.heading') })).toBeVisible();

    // Within the minute after the first mail, resend is refused with a readable reason.
    const resend = page.getByRole('button', { name: en('verifyPage.resendButton') });
    await resend.click();
    await expectToast(page, en('verifyPage.resendErrorTitle'), en('verifyPage.resendTooSoon'));

    server.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    await resend.click();
    await expectToast(page, en('verifyPage.resentTitle'), en('verifyPage.resent'));
    const fresh = codeFromMail(await server.smtp.waitFor(email, (m) => codeFromMail(m) !== firstCode));

    // The replaced code is refused with SPEC's text; the new one signs in.
    const input = page.getByLabel(en('verifyPage.codeLabel'));
    await input.fill(firstCode);
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    await expectToast(page, en('verifyPage.errorTitle'), en('verifyPage.error'));
    await input.fill(fresh);
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('greeting').first()).toHaveText(`${en('nav.welcome')}${email}`);
  });

  test('registration while the mail server refuses: still on to verification, where resend delivers', async ({
    page,
    server,
    serverErrors,
  }) => {
    // The account is made but the mail failed: 502 with needsVerification (decision 018).
    serverErrors.allow('/api/auth/register');
    const email = newEmail('smtpdown');
    await page.goto('/auth?mode=register');
    await page.getByLabel(en('auth.emailLabel')).fill(email);
    await page.getByLabel(en('auth.passwordLabel')).fill(PASSWORD);
    server.smtp.rejectWith = 'Mailbox temporarily unavailable';
    try {
      await page.getByRole('button', { name: en('auth.registerButton') }).click();
      await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
      await expectToast(page, en('auth.registerOkTitle'), en('errors.mailFailed'));
    } finally {
      server.smtp.rejectWith = undefined;
    }
    await page.getByRole('button', { name: en('verifyPage.resendButton') }).click();
    await expectToast(page, en('verifyPage.resentTitle'), en('verifyPage.resent'));
    const code = codeFromMail(await server.smtp.waitFor(email));
    await page.getByLabel(en('verifyPage.codeLabel')).fill(code);
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    await expectToast(page, en('verifyPage.okTitle'), en('verifyPage.ok'));
    await expect(page).toHaveURL('/');
  });

  test('each SPEC §5 message appears under its field', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel(en('auth.emailLabel')).fill('not-an-email');
    await page.getByLabel(en('auth.passwordLabel')).fill('12345');
    await page.getByRole('button', { name: en('auth.loginButton') }).click();
    await expect(page.getByLabel(en('auth.emailLabel'))).toHaveAccessibleDescription(
      en('validation.invalidEmail'),
    );
    await expect(page.getByLabel(en('auth.passwordLabel'))).toHaveAccessibleDescription(
      en('validation.passwordMin'),
    );
    await expect(page.getByLabel(en('auth.emailLabel'))).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('link', { name: en('auth.toRegister') }).click();
    await expect(page).toHaveURL('/auth?mode=register');
    await page.getByRole('button', { name: en('auth.registerButton') }).click();
    await expect(page.getByLabel(en('auth.emailLabel'))).toHaveAccessibleDescription(
      en('validation.invalidEmail'),
    );
    await expect(page.getByLabel(en('auth.passwordLabel'))).toHaveAccessibleDescription(
      en('validation.passwordMin'),
    );
    // Names are optional on this screen.
    await expect(page.getByLabel(en('auth.firstNameLabel'))).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto(`/verify-email?email=${encodeURIComponent(newEmail('short'))}`);
    await page.getByLabel(en('verifyPage.codeLabel')).fill('123');
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    await expect(page.getByLabel(en('verifyPage.codeLabel'))).toHaveAccessibleDescription(
      en('validation.codeDigitsIt'),
    );
  });

  test('failures show the server message: wrong password, taken e-mail', async ({ page, server }) => {
    const email = newEmail('taken');
    expect(
      (await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status(),
    ).toBe(201);
    // Only a verified address is taken; an unverified one may be registered afresh.
    const code = codeFromMail(await server.smtp.waitFor(email));
    expect(
      (
        await page.request.post('/api/auth/verify-email', { data: { email, verificationCode: code } })
      ).status(),
    ).toBe(200);
    await page.context().clearCookies();
    await page.goto('/auth');
    await signIn(page, email, 'wrong-password');
    await expectToast(page, en('auth.loginFailedTitle'), en('errors.invalidCredentials'));
    await expect(page).toHaveURL('/auth');

    await page.goto('/auth?mode=register');
    await page.getByLabel(en('auth.emailLabel')).fill(email);
    await page.getByLabel(en('auth.passwordLabel')).fill(PASSWORD);
    await page.getByRole('button', { name: en('auth.registerButton') }).click();
    await expectToast(page, en('auth.registerFailedTitle'), en('errors.emailTaken'));
    await expect(page).toHaveURL('/auth?mode=register');
  });

  test('/auth: mode toggle, close button to /, Admin link; /verify-email without email goes to /auth', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: en('auth.loginHeading') })).toBeVisible();
    await page.getByRole('link', { name: en('auth.toRegister') }).click();
    await expect(page.getByRole('heading', { name: en('auth.registerHeading') })).toBeVisible();
    await page.getByRole('link', { name: en('auth.toLogin') }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { name: en('auth.loginHeading') })).toBeVisible();
    await expect(page.getByRole('link', { name: en('auth.adminLink'), exact: true })).toHaveAttribute(
      'href',
      '/admin',
    );
    await page.getByRole('link', { name: en('auth.close') }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/verify-email');
    await expect(page).toHaveURL('/auth');
  });

  test('the sign-in, registration and verification screens pass axe, errors shown included', async ({
    page,
  }) => {
    for (const path of [
      '/auth',
      '/auth?mode=register',
      `/verify-email?email=${encodeURIComponent(newEmail('axe'))}`,
    ]) {
      await page.goto(path);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
    }
  });
});
