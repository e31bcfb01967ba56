// Accounts end to end in Chromium: the real app, a real SMTP receiver, the browser typing.
import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import { authText, dashboardText, navText, verifyPageText } from '#shared/text.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { expect, test, type Page } from './fixtures.ts';
import { en } from '#tests/helpers/messages.ts';

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
  await page.getByLabel(authText.emailLabel).fill(email);
  await page.getByLabel(authText.passwordLabel).fill(password);
  await page.getByRole('button', { name: authText.loginButton }).click();
}

test.describe('accounts', () => {
  test('register → code from the mail → signed in on the dashboard; sign out; sign in again', async ({
    page,
    server,
  }) => {
    const email = newEmail('browser');
    await page.goto('/auth?mode=register');
    await expect(page.getByRole('heading', { name: authText.registerHeading })).toBeVisible();
    await expect(page.getByText(authText.registerSubtitle)).toBeVisible();
    await page.getByLabel(authText.firstNameLabel).fill('Giulia');
    await page.getByLabel(authText.lastNameLabel).fill('Rossi');
    await page.getByLabel(authText.emailLabel).fill(email);
    await page.getByLabel(authText.passwordLabel).fill(PASSWORD);
    await page.getByRole('button', { name: authText.registerButton }).click();

    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    await expectToast(page, authText.registerOkTitle, authText.registerOk);
    await expect(page.getByRole('heading', { name: verifyPageText.heading })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(verifyPageText.spamNote)).toBeVisible();
    await expect(page.getByText(verifyPageText.validityNote)).toBeVisible();

    const code = codeFromMail(await server.smtp.waitFor(email));
    const input = page.getByLabel(verifyPageText.codeLabel);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // Only digits survive, at most six.
    await input.pressSequentially(`${code.slice(0, 3)} -x${code.slice(3)}99`);
    await expect(input).toHaveValue(code);
    await page.getByRole('button', { name: verifyPageText.verifyButton }).click();

    await expectToast(page, verifyPageText.okTitle, verifyPageText.ok);
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByTestId('greeting')).toHaveText(`${navText.welcome}Giulia`);
    await expect(nav.getByRole('link', { name: navText.dashboard })).toBeVisible();

    await nav.getByRole('button', { name: navText.signOut }).click();
    await expectToast(page, authText.logoutOkTitle, authText.logoutOk);
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: navText.signIn })).toBeVisible();
    // The page itself switched to the signed-out route set, not only the header.
    await expect(page.getByRole('heading', { name: dashboardText.heading })).toBeHidden();
    // The session is gone on the server, not just in the page.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await nav.getByRole('link', { name: navText.signIn }).click();
    await expect(page.getByRole('heading', { name: authText.loginHeading })).toBeVisible();
    await expect(page.getByText(authText.loginSubtitle)).toBeVisible();
    await signIn(page, email.toUpperCase());
    await expect(page).toHaveURL('/dashboard');
    await expectToast(page, authText.loginOkTitle, authText.loginOk);
    await expect(nav.getByTestId('greeting')).toHaveText(`${navText.welcome}Giulia`);
    await page.reload();
    await expect(nav.getByTestId('greeting')).toHaveText(`${navText.welcome}Giulia`);
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
    await expect(page.getByRole('heading', { name: verifyPageText.heading })).toBeVisible();

    // Within the minute after the first mail, resend is refused with a readable reason.
    const resend = page.getByRole('button', { name: verifyPageText.resendButton });
    await resend.click();
    await expectToast(page, verifyPageText.resendErrorTitle, verifyPageText.resendTooSoon);

    server.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    await resend.click();
    await expectToast(page, verifyPageText.resentTitle, verifyPageText.resent);
    const fresh = codeFromMail(await server.smtp.waitFor(email, (m) => codeFromMail(m) !== firstCode));

    // The replaced code is refused with SPEC's text; the new one signs in.
    const input = page.getByLabel(verifyPageText.codeLabel);
    await input.fill(firstCode);
    await page.getByRole('button', { name: verifyPageText.verifyButton }).click();
    await expectToast(page, verifyPageText.errorTitle, verifyPageText.error);
    await input.fill(fresh);
    await page.getByRole('button', { name: verifyPageText.verifyButton }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('greeting').first()).toHaveText(`${navText.welcome}${email}`);
  });

  test('registration while the mail server refuses: still on to verification, where resend delivers', async ({
    page,
    server,
    serverErrors,
  }) => {
    // The account is made but the mail failed: 502 with needsVerification (decision 023).
    serverErrors.allow('/api/auth/register');
    const email = newEmail('smtpdown');
    await page.goto('/auth?mode=register');
    await page.getByLabel(authText.emailLabel).fill(email);
    await page.getByLabel(authText.passwordLabel).fill(PASSWORD);
    server.smtp.rejectWith = 'Mailbox temporarily unavailable';
    try {
      await page.getByRole('button', { name: authText.registerButton }).click();
      await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
      await expectToast(page, authText.registerOkTitle, en('errors.mailFailed'));
    } finally {
      server.smtp.rejectWith = undefined;
    }
    await page.getByRole('button', { name: verifyPageText.resendButton }).click();
    await expectToast(page, verifyPageText.resentTitle, verifyPageText.resent);
    const code = codeFromMail(await server.smtp.waitFor(email));
    await page.getByLabel(verifyPageText.codeLabel).fill(code);
    await page.getByRole('button', { name: verifyPageText.verifyButton }).click();
    await expectToast(page, verifyPageText.okTitle, verifyPageText.ok);
    await expect(page).toHaveURL('/');
  });

  test('each SPEC §5 message appears under its field', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel(authText.emailLabel).fill('not-an-email');
    await page.getByLabel(authText.passwordLabel).fill('12345');
    await page.getByRole('button', { name: authText.loginButton }).click();
    await expect(page.getByLabel(authText.emailLabel)).toHaveAccessibleDescription(
      en('validation.invalidEmail'),
    );
    await expect(page.getByLabel(authText.passwordLabel)).toHaveAccessibleDescription(
      en('validation.passwordMin'),
    );
    await expect(page.getByLabel(authText.emailLabel)).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('link', { name: authText.toRegister }).click();
    await expect(page).toHaveURL('/auth?mode=register');
    await page.getByRole('button', { name: authText.registerButton }).click();
    await expect(page.getByLabel(authText.emailLabel)).toHaveAccessibleDescription(
      en('validation.invalidEmail'),
    );
    await expect(page.getByLabel(authText.passwordLabel)).toHaveAccessibleDescription(
      en('validation.passwordMin'),
    );
    // Names are optional on this screen.
    await expect(page.getByLabel(authText.firstNameLabel)).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto(`/verify-email?email=${encodeURIComponent(newEmail('short'))}`);
    await page.getByLabel(verifyPageText.codeLabel).fill('123');
    await page.getByRole('button', { name: verifyPageText.verifyButton }).click();
    await expect(page.getByLabel(verifyPageText.codeLabel)).toHaveAccessibleDescription(
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
    await expectToast(page, authText.loginFailedTitle, en('errors.invalidCredentials'));
    await expect(page).toHaveURL('/auth');

    await page.goto('/auth?mode=register');
    await page.getByLabel(authText.emailLabel).fill(email);
    await page.getByLabel(authText.passwordLabel).fill(PASSWORD);
    await page.getByRole('button', { name: authText.registerButton }).click();
    await expectToast(page, authText.registerFailedTitle, en('errors.emailTaken'));
    await expect(page).toHaveURL('/auth?mode=register');
  });

  test('/auth: mode toggle, close button to /, Admin link; /verify-email without email goes to /auth', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: authText.loginHeading })).toBeVisible();
    await page.getByRole('link', { name: authText.toRegister }).click();
    await expect(page.getByRole('heading', { name: authText.registerHeading })).toBeVisible();
    await page.getByRole('link', { name: authText.toLogin }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { name: authText.loginHeading })).toBeVisible();
    await expect(page.getByRole('link', { name: authText.adminLink, exact: true })).toHaveAttribute(
      'href',
      '/admin',
    );
    await page.getByRole('link', { name: authText.close }).click();
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
