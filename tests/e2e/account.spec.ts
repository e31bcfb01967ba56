// The account screen in Chromium (issue 17): a parent registers, gets a tag, opens /account from the
// header's Account link, deletes the account with the password and is signed out; the tag's page no
// longer shows the child. The password change signs out another browser and keeps this one. Axe and screenshots on a
// phone and a desktop. Texts typed from the issue and the brief where they define them.
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { tags, users } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { createVerifiedParent, PARENT_PASSWORD, signInAs, uniqueEmail } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';

/** SPEC's message for a tag that does not answer (any more). */
const NO_LONGER_ACTIVE = 'Tag not found or no longer active. Please contact the tag owner.';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId('toast').filter({ hasText: title })).toBeVisible();
}

test.describe('account screen', () => {
  test('register → tag → /account → delete with the password → signed out; the tag page no longer shows the child', async ({
    page,
    server,
  }) => {
    const email = uniqueEmail('deleting');
    await page.goto(routes.register);
    await page.getByLabel(en('auth.firstNameLabel')).fill('Giulia');
    await page.getByLabel(en('auth.lastNameLabel')).fill('Rossi');
    await page.getByLabel(en('auth.emailLabel')).fill(email);
    await page.getByLabel(en('auth.passwordLabel')).fill(PARENT_PASSWORD);
    await page.getByRole('button', { name: en('auth.registerButton') }).click();
    const code = codeFromMail(await server.smtp.waitFor(email));
    await page.getByLabel(en('verifyPage.codeLabel')).fill(code);
    await page.getByRole('button', { name: en('verifyPage.verifyButton') }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByTestId('greeting')).toBeVisible();

    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const tag = await createOwnedTag(server, user!, 'Ottavia');
    await page.goto(routes.publicTag(tag.uniqueCode));
    await expect(page.getByText('Ottavia').first()).toBeVisible();

    // The header's Account link leads to the account screen (issue 29: the greeting was the only way).
    await page.goto(routes.dashboard);
    await nav.getByRole('link', { name: en('nav.account'), exact: true }).click();
    await expect(page).toHaveURL(routes.account);
    await expect(page.getByRole('heading', { name: en('account.heading'), level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Giulia Rossi')).toBeVisible();
    // The warning says the bracelets stop working.
    await expect(page.getByTestId('delete-warning')).toContainText(/bracelets stop working/i);

    // A wrong password: refused, still signed in.
    const deletion = page.getByRole('region', { name: en('account.deleteHeading') });
    await deletion.getByLabel(en('account.deletePassword')).fill('not-my-password');
    await deletion.getByRole('button', { name: en('account.deleteButton') }).click();
    await expectToast(page, en('account.deleteFailedTitle'));
    await expect(deletion.getByRole('alert')).toBeVisible();
    await expect(nav.getByTestId('greeting')).toBeVisible();

    await deletion.getByLabel(en('account.deletePassword')).fill(PARENT_PASSWORD);
    await deletion.getByRole('button', { name: en('account.deleteButton') }).click();
    await expectToast(page, en('account.deletedTitle'));
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: en('nav.signIn') })).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    await expect.poll(() => server.smtp.messagesTo(email).length).toBe(2);

    // The bracelet's page: no child any more, SPEC's message instead.
    const response = await page.goto(routes.publicTag(tag.uniqueCode));
    expect(response?.status()).toBe(410);
    await expect(page.getByText(NO_LONGER_ACTIVE)).toBeVisible();
    await expect(page.getByText('Ottavia')).toHaveCount(0);
    const [retired] = await server.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(retired).toMatchObject({ userId: null, isActive: 'false', childName: null });
  });

  test('password change: the other browser is signed out, this one stays; details, consents, export', async ({
    page,
    context,
    browser,
    server,
  }, testInfo) => {
    // No consent yet (e2e parents consent by default since the consent box, decision 014).
    const parent = await createVerifiedParent(server, { consented: false });
    await server.db.update(users).set({ timeZone: 'Europe/Rome' }).where(eq(users.id, parent.id));
    await createOwnedTag(server, parent, 'Mia');
    await signInAs(server, context, parent);
    const other = await browser.newContext({ baseURL: server.url });
    await signInAs(server, other, parent);
    expect((await other.request.get('/api/auth/user')).status()).toBe(200);

    await page.goto(routes.account);
    await expect(page.getByText('Europe/Rome')).toBeVisible();
    await expect(page.getByText(en('account.noConsents'))).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect((await new AxeBuilder({ page }).analyze()).violations, `${size.width}px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`account-${size.width}.png`), fullPage: true });
    }

    // "Download my data": one JSON file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: en('account.exportButton') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported.account.email).toBe(parent.email);
    expect(exported.tags[0].childName).toBe('Mia');

    const form = page.getByRole('region', { name: en('account.passwordHeading') });
    await form.getByLabel(en('account.currentPassword')).fill(PARENT_PASSWORD);
    await form.getByLabel(en('account.newPassword')).fill('short');
    await form.getByRole('button', { name: en('account.changePassword') }).click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    await form.getByLabel(en('account.newPassword')).fill('a-brand-new-password');
    await form.getByRole('button', { name: en('account.changePassword') }).click();
    await expectToast(page, en('account.passwordChangedTitle'));
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: en('account.heading'), level: 1 })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    const signIn = await other.request.post('/api/auth/login', {
      data: { email: parent.email, password: 'a-brand-new-password' },
    });
    expect(signIn.status()).toBe(200);
    await other.close();
  });
});
