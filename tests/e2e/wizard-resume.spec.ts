// Issue 13, point 2: the bracelet wizard remembers where the parent is. A refresh resumes at the step
// the account is really at, and registering again with an address that is registered but not verified
// goes on to verification (no new code within the minute; the page says when one can be sent).
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { uniqueEmail } from './accounts.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';

async function openWizard(page: Page, server: E2EServer) {
  const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
  await page.goto(routes.activateBracelet(bracelet!.physicalId!));
}

const STEP_NAMES = [en('wizard.steps.0'), en('wizard.steps.1'), en('wizard.steps.2')];

async function expectStep(page: Page, step: 1 | 2 | 3) {
  await expect(page.getByTestId('current-step')).toHaveText(
    `${en('wizard.currentStep')}: ${en('wizard.stepOf', { step, total: 3, name: STEP_NAMES[step - 1]! })}`,
  );
}

async function registerInWizard(page: Page, email: string, password: string) {
  await page.getByLabel(en('auth.firstNameLabel')).fill('Noa');
  await page.getByLabel(en('auth.lastNameLabel')).fill('Parent');
  await page.getByLabel(en('auth.emailLabel')).fill(email);
  await page.getByLabel(en('auth.passwordLabel')).fill(password);
  await page.getByRole('button', { name: en('wizard.registerButton') }).click();
}

async function verifyInWizard(page: Page, code: string) {
  await page.getByLabel(en('wizard.codeLabel')).fill(code);
  await page.getByRole('button', { name: en('wizard.verifyButton') }).click();
}

test.describe('the wizard resumes where the account is', () => {
  test('a refresh at verification stays at verification for that address; a refresh at configuration stays there', async ({
    page,
    server,
  }) => {
    const email = uniqueEmail('refresh');
    await openWizard(page, server);
    await registerInWizard(page, email, 'wizard-password');
    await expectStep(page, 2);
    const mail = await server.smtp.waitFor(email);

    // Registering does not sign in: only the tab remembers the address being verified.
    await page.reload();
    await expectStep(page, 2);
    await expect(page.getByText(en('wizard.codeSentTo', { email }))).toBeVisible();
    await expect(page.getByLabel(en('auth.emailLabel'))).toHaveCount(0);

    await verifyInWizard(page, codeFromMail(mail));
    await expectStep(page, 3);
    await page.reload();
    await expectStep(page, 3);
    await expect(page.getByText(en('wizard.activateBanner'))).toBeVisible();

    // Reaching configuration forgot the address: signed out, a refresh shows registration again.
    await page.context().clearCookies();
    await page.reload();
    await expectStep(page, 1);
  });

  test('Back from verification, then a refresh: registration, not the forgotten address', async ({
    page,
    server,
  }) => {
    await openWizard(page, server);
    await registerInWizard(page, uniqueEmail('back'), 'wizard-password');
    await expectStep(page, 2);
    await page.getByRole('button', { name: en('wizard.back') }).click();
    await expectStep(page, 1);
    await page.reload();
    await expectStep(page, 1);
  });

  test('registering again with the same unverified address goes on to verification, says when a new code can be sent, and the code already sent works', async ({
    page,
    server,
  }) => {
    const start = Date.now();
    // The browser's clock is moved by the test, like the server's: the countdown is read, never waited for.
    await page.clock.install({ time: start });
    const email = uniqueEmail('again');
    await openWizard(page, server);
    await registerInWizard(page, email, 'wizard-password');
    await expectStep(page, 2);
    const firstMail = await server.smtp.waitFor(email);

    // Back to registration (as after a refresh on a wizard that forgot), the same details again.
    await page.getByRole('button', { name: en('wizard.back') }).click();
    await expectStep(page, 1);
    server.clock.advance(20_000);
    await page.clock.pauseAt(start + 10 * 60_000);
    await registerInWizard(page, email, 'wizard-password');

    await expectStep(page, 2);
    await expect(page.getByTestId('toast').first()).toContainText(
      en('errors.codeRecentlySent', { seconds: 40 }),
    );
    const wait = page.getByTestId('resend-wait');
    await expect(wait).toHaveText(en('wizard.resendIn', { seconds: 40 }));
    expect(server.smtp.messagesTo(email)).toHaveLength(1);

    // It counts down, and is gone once a new code may be sent.
    await page.clock.fastForward(15_000);
    await expect(wait).toHaveText(en('wizard.resendIn', { seconds: 25 }));
    await page.clock.fastForward(25_000);
    await expect(wait).toHaveCount(0);

    // Same password: the code in the mailbox is still the one that verifies (time flows again: the
    // query cache's notifications wait on a timer).
    await page.clock.resume();
    await verifyInWizard(page, codeFromMail(firstMail));
    await expectStep(page, 3);
  });
});
