// SPEC's pending states in Chromium: each button shows its pending label and is disabled while its
// request is on the way (the request is held until the test has looked), then the real server answers.
// SPEC §2 'Signing in...', 'Creating Account...', 'Activating...'; SPEC §4 the wizard's resend pending
// flag clears when the resend finishes or fails.
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import * as authApi from '#shared/endpoints/auth.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { routes } from '#shared/paths.ts';

import { en } from '../helpers/messages.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { createVerifiedParent, PARENT_PASSWORD, signInAsNewParent, uniqueEmail } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';

async function fillAccount(page: Page, email: string, password: string) {
  await page.getByLabel(en('auth.emailLabel')).fill(email);
  await page.getByLabel(en('auth.passwordLabel')).fill(password);
}

test.describe('pending labels while the request is on the way', () => {
  test("sign-in: 'Signing in...', disabled, then the dashboard", async ({ page, server }) => {
    const parent = await createVerifiedParent(server);
    await page.goto('/auth');
    await fillAccount(page, parent.email, PARENT_PASSWORD);
    const held = await holdRequests(page, `**${authApi.login.path}`);
    await page.getByRole('button', { name: en('auth.loginButton') }).click();
    await expect(page.getByRole('button', { name: en('auth.loginPending') })).toBeDisabled();
    await expect(page.getByRole('button', { name: en('auth.loginButton') })).toHaveCount(0);
    await held.release();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByTestId('toast').filter({ hasText: en('auth.loginOkTitle') })).toBeVisible();
  });

  test("registration: 'Creating Account...', disabled, then verification", async ({ page }) => {
    const email = uniqueEmail('pending-register');
    await page.goto('/auth?mode=register');
    await fillAccount(page, email, 'pending-pass-2');
    const held = await holdRequests(page, `**${authApi.register.path}`);
    await page.getByRole('button', { name: en('auth.registerButton') }).click();
    await expect(page.getByRole('button', { name: en('auth.registerPending') })).toBeDisabled();
    await held.release();
    await expect(page).toHaveURL(routes.verifyEmail(email));
  });

  test("activation by code: 'Activating...', disabled, then the tag's form", async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    await page.goto(routes.activate);
    await page.getByLabel(en('activate.codeLabel')).fill(bracelet!.uniqueCode);
    const held = await holdRequests(page, `**${tagsApi.activateTag.path}`);
    await page.getByRole('button', { name: en('activate.button') }).click();
    await expect(page.getByRole('button', { name: en('activate.pending') })).toBeDisabled();
    await held.release();
    await expect(page).toHaveURL(routes.configure(bracelet!.id));
  });
});

test.describe('bracelet wizard: resend', () => {
  test('resend is pending and disabled until it fails, and again until it succeeds; the new code verifies', async ({
    page,
    server,
  }) => {
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    const email = uniqueEmail('resend');
    await page.goto(routes.activateBracelet(bracelet!.physicalId!));
    await page.getByLabel(en('auth.firstNameLabel')).fill('Ines');
    await page.getByLabel(en('auth.lastNameLabel')).fill('Parent');
    await fillAccount(page, email, 'resend-password');
    await page.getByRole('button', { name: en('wizard.registerButton') }).click();
    await expect(page.getByTestId('current-step')).toContainText(
      en('wizard.stepOf', { step: 2, total: 3, name: en('wizard.steps.1') }),
    );
    const firstMail = await server.smtp.waitFor(email);

    const resend = () => page.getByRole('button', { name: en('wizard.resendButton') });
    const sending = () => page.getByRole('button', { name: en('wizard.resendPending') });

    // Right after registering, the server refuses a resend (one code mail a minute): the flag clears.
    let held = await holdRequests(page, `**${authApi.resendVerification.path}`);
    await resend().click();
    await expect(sending()).toBeDisabled();
    await expect(resend()).toHaveCount(0);
    await held.release();
    await expect(page.getByTestId('toast').filter({ hasText: en('errors.resendTooSoon') })).toBeVisible();
    await expect(resend()).toBeEnabled();
    expect(server.smtp.messagesTo(email)).toHaveLength(1);

    // A minute later the resend goes through: the flag clears again and a new code arrives.
    server.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    held = await holdRequests(page, `**${authApi.resendVerification.path}`);
    await resend().click();
    await expect(sending()).toBeDisabled();
    await held.release();
    await expect(page.getByTestId('toast').filter({ hasText: en('errors.resendAccepted') })).toBeVisible();
    await expect(resend()).toBeEnabled();
    const newMail = await server.smtp.waitFor(email, (mail) => mail !== firstMail);

    // The resend replaced the code: the first one no longer works (SPEC §8 'Verification Failed' with
    // the server's message), the new one does.
    const codeInput = page.getByLabel(en('wizard.codeLabel'));
    await codeInput.fill(codeFromMail(firstMail));
    await page.getByRole('button', { name: en('wizard.verifyButton') }).click();
    const failed = page.getByTestId('toast').filter({ hasText: en('auth.verifyFailedTitle') });
    await expect(failed).toContainText(en('errors.invalidCode'));
    await codeInput.fill(codeFromMail(newMail));
    await page.getByRole('button', { name: en('wizard.verifyButton') }).click();
    await expect(page.getByTestId('toast').filter({ hasText: en('auth.verifyOkTitle') })).toBeVisible();
    await expect(page.getByTestId('current-step')).toContainText(
      en('wizard.stepOf', { step: 3, total: 3, name: en('wizard.steps.2') }),
    );
  });
});
