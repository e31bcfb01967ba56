// Issue 13, point 4: forms that help. A quick-add template fills the create form's empty Field 1; a tag
// code typed or pasted as printed in groups is taken whole; a refused verification code or resend stays
// under the input after its toast is gone, with the seconds until a new code can be sent.
import { VERIFICATION_MAX_WRONG_TRIES, VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { signInAsNewParent, uniqueEmail } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';

const field = (page: Page, n: number) => page.getByRole('group', { name: en('form.fieldLegend', { n }) });

/** An error under an input of the page's form (toasts live outside it). */
const underInput = (page: Page, text: string) =>
  page.locator('form').getByRole('alert').filter({ hasText: text });

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('quick-add templates', () => {
  test('a template fills the empty Field 1: the parent types the content and saves without deleting anything', async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewParent(server, context);
    await page.goto(routes.formBuilder);
    await page.getByLabel(en('form.childNameLabel')).fill('Mia');
    await page.getByRole('button', { name: 'Allergies' }).click();

    await expect(page.getByTestId('fields-counter')).toHaveText(en('form.fieldsUsed', { n: 1, max: 10 }));
    await expect(field(page, 1).getByLabel(en('form.fieldTitleLabel'))).toHaveValue('Allergies');
    const content = field(page, 1).getByLabel(en('form.fieldContentLabel'));
    await expect(content).toBeFocused();
    await page.keyboard.type('Peanuts');

    // Field 1 is no longer empty: the next template adds Field 2.
    await page.getByRole('button', { name: 'Blood Type' }).click();
    await expect(page.getByTestId('fields-counter')).toHaveText(en('form.fieldsUsed', { n: 2, max: 10 }));
    await expect(field(page, 2).getByLabel(en('form.fieldTitleLabel'))).toHaveValue('Blood Type');
    await expect(field(page, 2).getByLabel(en('form.fieldContentLabel'))).toBeFocused();
    await page.keyboard.type('0+');

    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByRole('article', { name: 'Mia' })).toContainText(
      en('dashboard.fieldsConfigured', { n: 2 }),
    );
  });
});

test.describe('the tag code as printed', () => {
  test('pasted in groups with spaces, or typed with dashes: only code characters count toward the 12', async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    const code = bracelet!.uniqueCode;
    const printed = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1 '); // "5ypy cqsp ce2v"
    expect(printed).toHaveLength(14);

    await page.goto(routes.activate);
    const input = page.getByLabel(en('activate.codeLabel'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.evaluate((text) => navigator.clipboard.writeText(text), printed);
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(input).toHaveValue(code);

    await input.fill('');
    await input.pressSequentially(code.replace(/(.{4})(?!$)/g, '$1-'));
    await expect(input).toHaveValue(code);

    await page.getByRole('button', { name: en('activate.button') }).click();
    await expect(page).toHaveURL(routes.configure(bracelet!.id));
  });
});

test.describe('errors under the verification code input', () => {
  test('wizard: a wrong code and a refused resend stay under the input after the toast, the wait counting down', async ({
    page,
    server,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    const email = uniqueEmail('under');
    await page.goto(routes.activateBracelet(bracelet!.physicalId!));
    await page.getByLabel(en('auth.firstNameLabel')).fill('Eli');
    await page.getByLabel(en('auth.lastNameLabel')).fill('Parent');
    await page.getByLabel(en('auth.emailLabel')).fill(email);
    await page.getByLabel(en('auth.passwordLabel')).fill('wizard-password');
    await page.getByRole('button', { name: en('wizard.registerButton') }).click();
    const code = codeFromMail(await server.smtp.waitFor(email));
    await page.clock.pauseAt(start + 10 * 60_000);

    const input = page.getByLabel(en('wizard.codeLabel'));
    const toasts = page.getByTestId('toast');
    await input.fill(wrongCode(code));
    await page.getByRole('button', { name: en('wizard.verifyButton') }).click();
    await expect(toasts.filter({ hasText: en('errors.invalidCode') })).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(toasts).toHaveCount(0);
    await expect(underInput(page, en('errors.invalidCode'))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // Resend right after registering: refused (one code mail a minute), the seconds left under the input.
    server.clock.advance(25_000);
    await page.getByRole('button', { name: en('wizard.resendButton') }).click();
    await expect(toasts.filter({ hasText: en('errors.resendTooSoon') })).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(toasts).toHaveCount(0);
    const wait = page.getByTestId('resend-wait');
    await expect(wait).toHaveText(en('wizard.resendIn', { seconds: 25 })); // 35 s left when refused, 10 s ago
    await page.clock.fastForward(15_000);
    await expect(wait).toHaveText(en('wizard.resendIn', { seconds: 10 }));

    // Typing the right code clears the error; it verifies (time flows again: the query cache's
    // notifications wait on a timer).
    await page.clock.resume();
    await input.fill(code);
    await expect(underInput(page, en('errors.invalidCode'))).toHaveCount(0);
    await page.getByRole('button', { name: en('wizard.verifyButton') }).click();
    await expect(page.getByTestId('current-step')).toContainText(
      en('wizard.stepOf', { step: 3, total: 3, name: en('wizard.steps.2') }),
    );
  });

  test('/verify-email (Italian): wrong code, too many tries and the resend wait stay under the input', async ({
    page,
    server,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    const email = uniqueEmail('italian');
    const registered = await page.request.post('/api/auth/register', {
      data: { email, password: 'italian-password' },
    });
    expect(registered.status()).toBe(201);
    const code = codeFromMail(await server.smtp.waitFor(email));
    await page.goto(routes.verifyEmail(email));
    await page.clock.pauseAt(start + 10 * 60_000);

    const input = page.getByLabel(en('verifyPage.codeLabel'));
    const toasts = page.getByTestId('toast');
    await input.fill(wrongCode(code));
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    await expect(toasts.filter({ hasText: en('verifyPage.error') })).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(toasts).toHaveCount(0);
    await expect(underInput(page, en('verifyPage.error'))).toBeVisible();

    // The last allowed wrong try kills the code: that stays under the input too.
    for (let i = 1; i < VERIFICATION_MAX_WRONG_TRIES; i += 1) {
      await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    }
    await expect(underInput(page, en('verifyPage.tooManyWrongCodes'))).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(toasts).toHaveCount(0);
    await expect(underInput(page, en('verifyPage.tooManyWrongCodes'))).toBeVisible();

    // A resend within the minute: refused, and the seconds left stay under the input, counting down.
    server.clock.advance(VERIFICATION_RESEND_INTERVAL_MS - 30_000);
    await page.getByRole('button', { name: en('verifyPage.resendButton') }).click();
    await expect(toasts.filter({ hasText: en('verifyPage.resendTooSoon') })).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(toasts).toHaveCount(0);
    const wait = page.getByTestId('resend-wait');
    await expect(wait).toHaveText(en('verifyPage.resendIn', { seconds: 20 }));

    // Once the minute is over the resend goes through and the new code verifies.
    server.clock.advance(30_000);
    await page.clock.fastForward(20_000);
    await expect(wait).toHaveCount(0);
    await page.getByRole('button', { name: en('verifyPage.resendButton') }).click();
    await expect(toasts.filter({ hasText: en('verifyPage.resent') })).toBeVisible();
    const fresh = codeFromMail(await server.smtp.waitFor(email, (mail) => codeFromMail(mail) !== code));
    await input.fill(fresh);
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    await expect(page).toHaveURL('/');
  });
});
