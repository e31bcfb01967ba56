// Issue 29 §1: "Forgot password?". The whole journey with the link read from the SMTP receiver, at a
// phone's and a laptop's size: ask, get the mail, set a new password, sign in with it. A used and an
// expired link say so; an address without an account sees the same confirmation. From the wizard's
// sign-in the journey ends back on that bracelet.
import { PASSWORD_RESET_TTL_MS } from '#shared/constants.ts';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { createVerifiedParent, uniqueEmail } from './accounts.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The newest reset link mailed to `email` after `before` such mails. */
async function mailedLink(server: E2EServer, email: string, before: number): Promise<string> {
  const isReset = () =>
    server.smtp.messagesTo(email).filter((m) => m.subject === en('passwordReset.mailSubject'));
  await server.smtp.waitFor(email, () => isReset().length > before);
  const href = /https?:\/\/\S+\/reset-password#\S+/.exec(isReset().at(-1)!.text)?.[0];
  expect(href).toBeDefined();
  return href!;
}

async function askForLink(page: Page, email: string) {
  // The sign-in form before it has an Email field too: fill the request page's own.
  await expect(page.getByRole('heading', { name: en('passwordReset.forgotHeading') })).toBeVisible();
  await page.getByLabel(en('auth.emailLabel')).fill(email);
  await page.getByRole('button', { name: en('passwordReset.forgotButton') }).click();
  await expect(page.getByText(en('passwordReset.forgotAccepted'))).toBeVisible();
}

async function setNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel(en('passwordReset.newPasswordLabel'), { exact: true }).fill(password);
  await page.getByLabel(en('passwordReset.confirmPasswordLabel')).fill(password);
  await page.getByRole('button', { name: en('passwordReset.resetButton') }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(en('auth.emailLabel')).fill(email);
  await page.getByLabel(en('auth.passwordLabel')).fill(password);
  await page.getByRole('button', { name: en('auth.loginButton') }).click();
}

test('forgot → mail → new password → signed in; used and expired links refused; unknown address alike', async ({
  page,
  server,
}) => {
  // Two sizes, each with four argon2 hashes and three mails: on a busy two-core machine this needs
  // more than the default minute.
  test.setTimeout(120_000);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const parent = await createVerifiedParent(server);
    const newPassword = `new-secret-${size.width}`;

    await page.goto(routes.auth);
    await page.getByRole('link', { name: en('passwordReset.forgotLink') }).click();
    await expect(page).toHaveURL(routes.forgotPassword);
    await askForLink(page, parent.email);
    if (size.width === 390)
      await page.screenshot({ path: test.info().outputPath('reset-forgot-sent-390.png') });
    const link = await mailedLink(server, parent.email, 0);

    await page.goto(link);
    // The token leaves the address bar at once (history, screenshots).
    await expect(page).toHaveURL(routes.resetPassword);
    await expect(page.getByLabel(en('passwordReset.newPasswordLabel'), { exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    if (size.width === 390) await page.screenshot({ path: test.info().outputPath('reset-form-390.png') });
    await setNewPassword(page, link, newPassword);
    await expect(page.getByText(en('passwordReset.resetOk')).first()).toBeVisible();
    await expect(page).toHaveURL(routes.auth);
    await signIn(page, parent.email, newPassword);
    await expect(page).toHaveURL(routes.dashboard);
    await page.context().clearCookies();

    // The same link again: used.
    await setNewPassword(page, link, 'another-one');
    await expect(page.getByRole('alert').filter({ hasText: en('passwordReset.invalidLink') })).toBeVisible();
    if (size.width === 390)
      await page.screenshot({ path: test.info().outputPath('reset-dead-link-390.png') });
    await expect(page.getByRole('link', { name: en('passwordReset.requestNewLink') })).toHaveAttribute(
      'href',
      routes.forgotPassword,
    );

    // A fresh link past its hour: expired.
    await page.goto(routes.forgotPassword);
    await askForLink(page, parent.email);
    const late = await mailedLink(server, parent.email, 1);
    server.clock.advance(PASSWORD_RESET_TTL_MS);
    await setNewPassword(page, late, 'too-late-now');
    await expect(page.getByRole('alert').filter({ hasText: en('passwordReset.invalidLink') })).toBeVisible();

    // No account: the very same confirmation, and no mail.
    const stranger = uniqueEmail('nobody');
    await page.goto(routes.forgotPassword);
    await askForLink(page, stranger);
    expect(server.smtp.messagesTo(stranger)).toHaveLength(0);
  }
});

test('from the wizard’s sign-in: “Forgot password?” leads back to the bracelet after the reset', async ({
  page,
  server,
}) => {
  await page.setViewportSize(SIZES[0]!);
  const parent = await createVerifiedParent(server);
  const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
  const wizard = routes.activateBracelet(bracelet!.physicalId!);
  await page.goto(wizard);
  await page.getByRole('button', { name: en('wizard.signIn') }).click();
  const forgot = page.getByRole('link', { name: en('passwordReset.forgotLink') });
  await expect(forgot).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('reset-wizard-signin-390.png') });
  await forgot.click();

  await askForLink(page, parent.email);
  // The bracelet's static "not set up" notice belongs to its address, not to the request page.
  await expect(page.getByTestId('bracelet-not-set-up')).toHaveCount(0);
  const link = await mailedLink(server, parent.email, 0);
  expect(new URLSearchParams(new URL(link).hash.slice(1)).get('next')).toBe(wizard);
  await setNewPassword(page, link, 'wizard-new-secret');
  await expect(page.getByText(en('passwordReset.resetOk')).first()).toBeVisible();
  await signIn(page, parent.email, 'wizard-new-secret');
  await expect(page).toHaveURL(wizard);
});
