// Issue 34 "Browser": a second parent accepts and switches lost mode on a phone; the owner removes
// them. The owner (English) invites another adult's address from the tag's page; the mail arrives in
// the real SMTP receiver; the second parent opens its link on an Italian phone, signed out, signs in
// from the invitation and comes back to it, accepts, finds the tag on the dashboard ("Shared by …")
// without the owner's own buttons, switches lost mode on and off. The owner's page lists both
// changes by the second parent's name; the owner's account deletion is refused while the tag is
// shared; the owner removes the second parent and the tag leaves their dashboard.
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { en, translate } from '../helpers/messages.ts';
import { createVerifiedParent, PARENT_PASSWORD, signInAs } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';

const PHONE = { width: 390, height: 844 };
const OWNER = 'Marco';
const GUARDIAN = 'Giulia';
const CHILD = 'Mia';
const DAY = 24 * 60 * 60_000;

/** The invitation link in the mail: this app's /invitations/{token}. */
function invitationPath(text: string, base: string): string {
  const match = new RegExp(
    `${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/invitations/[A-Za-z0-9_-]+)`,
  ).exec(text);
  if (!match) throw new Error('No invitation link in the mail');
  return match[1]!;
}

/** Each screen fits the phone (no sideways scrolling), and a screenshot of it is kept to look at. */
async function shot(page: Page, path: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path, fullPage: true });
}

// Two browsers, a mail, eight pages on a shared machine.
test.describe.configure({ timeout: 150_000 });

test('a second parent accepts on an Italian phone, switches lost mode; the owner sees it and removes them', async ({
  browser,
  server,
}, testInfo) => {
  const it = translate('it');
  const owner = await createVerifiedParent(server);
  const guardian = await createVerifiedParent(server);
  await server.db.update(users).set({ firstName: OWNER }).where(eq(users.id, owner.id));
  await server.db.update(users).set({ firstName: GUARDIAN }).where(eq(users.id, guardian.id));
  const tag = await createOwnedTag(server, owner, CHILD);

  // 1. The owner invites the second parent's address from the tag's page.
  const ownerContext = await browser.newContext({ viewport: PHONE, baseURL: server.url });
  await signInAs(server, ownerContext, owner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(routes.tagPage(tag.id));
  const family = ownerPage.getByRole('region', { name: en('coGuardians.familyHeading') });
  await family.getByLabel(en('coGuardians.inviteLabel')).fill(guardian.email);
  await family.getByRole('button', { name: en('coGuardians.inviteButton') }).click();
  await expect(family.getByTestId('pending-invitations')).toContainText(guardian.email);
  await expect(family.getByLabel(en('coGuardians.inviteLabel'))).toHaveValue('');
  await shot(ownerPage, testInfo.outputPath('1-owner-invited.png'));

  // 2. The second parent opens the mailed link signed out, on an Italian phone, and signs in from it.
  const mail = await server.smtp.waitFor(guardian.email);
  const link = invitationPath(mail.text, server.url);
  const guardianContext = await browser.newContext({ viewport: PHONE, locale: 'it-IT', baseURL: server.url });
  const page = await guardianContext.newPage();
  await page.goto(link);
  await expect(page.getByTestId('invitation-intro')).toHaveText(
    it('coGuardians.invitation.invites', { inviterName: OWNER, childName: CHILD }),
  );
  await shot(page, testInfo.outputPath('2-invitation-signed-out.png'));
  await page.getByRole('link', { name: it('nav.signIn') }).click();
  await page.getByLabel(it('auth.emailLabel'), { exact: true }).fill(guardian.email);
  await page.getByLabel(it('auth.passwordLabel'), { exact: true }).fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: it('auth.loginButton') }).click();

  // 3. Back on the invitation, signed in with the invited address: accept, and the tag's page opens
  //    without the owner's own actions.
  await expect(page).toHaveURL(link);
  await page.getByRole('button', { name: it('coGuardians.invitation.accept') }).click();
  await expect(page).toHaveURL(routes.tagPage(tag.id));
  await expect(page.getByTestId('shared-by')).toHaveText(it('coGuardians.sharedBy', { ownerName: OWNER }));
  await expect(page.getByTestId('tag-pin')).toBeVisible();
  await expect(page.getByRole('button', { name: it('dashboard.newPin') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: it('tagRetirement.deactivate') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: it('tagRetirement.move') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: it('coGuardians.leave') })).toBeVisible();
  await shot(page, testInfo.outputPath('3-guardian-tag-page.png'));

  // 4. The dashboard shows the shared tag; lost mode on, then off.
  await page.goto(routes.dashboard);
  const card = page.getByRole('article', { name: CHILD });
  await expect(card.getByTestId('shared-by')).toHaveText(it('coGuardians.sharedBy', { ownerName: OWNER }));
  await card.getByRole('button', { name: it('lostMode.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: it('lostMode.dialogTitle') });
  await dialog.getByLabel(it('lostMode.messageLabel')).fill('Mi sono persa. Chiama la mia mamma.');
  await dialog.getByLabel(it('lostMode.phoneLabel')).fill('+39 347 765 4321');
  await dialog.getByRole('radio', { name: it('lostMode.hours.24'), exact: true }).check();
  await dialog.getByRole('button', { name: it('lostMode.start') }).click();
  await expect(card.getByTestId('lost-mode')).toBeVisible();
  await shot(page, testInfo.outputPath('4-guardian-dashboard-lost.png'));
  await card.getByRole('button', { name: it('lostMode.end') }).click();
  await page
    .getByRole('dialog', { name: it('lostMode.endTitle') })
    .getByRole('button', { name: it('lostMode.end') })
    .click();
  await expect(card.getByTestId('lost-mode')).toHaveCount(0);

  // 5. The owner's page lists the changes by the second parent's name, newest first. The server's clock
  //    stands still in these tests; the owner's browser reads them two days later.
  await ownerPage.clock.setFixedTime(server.clock.now().getTime() + 2 * DAY);
  await ownerPage.reload();
  const changes = ownerPage.getByTestId('latest-changes').getByRole('listitem');
  await expect(changes.nth(0)).toHaveText(`Lost mode switched off by ${GUARDIAN}, 2 days ago`);
  await expect(changes.nth(1)).toHaveText(`Lost mode switched on by ${GUARDIAN}, 2 days ago`);
  await expect(changes.nth(2)).toHaveText(`${GUARDIAN} joined, 2 days ago`);
  await expect(family.getByTestId('pending-invitations')).toHaveCount(0);
  await shot(ownerPage, testInfo.outputPath('5-owner-changes.png'));

  // 6. While the tag has a guardian, the owner's account deletion is refused and says where to go.
  await ownerPage.goto(routes.account);
  await ownerPage.getByLabel(en('account.deletePassword')).fill(PARENT_PASSWORD);
  await ownerPage.getByRole('button', { name: en('account.deleteButton') }).click();
  const refusal = ownerPage.getByTestId('hand-over-first');
  await expect(refusal).toContainText(en('coGuardians.deletion.handOverTitle'));
  await expect(refusal).toContainText(en('errors.handOverFirst', { names: CHILD }));
  await shot(ownerPage, testInfo.outputPath('6-owner-hand-over-first.png'));
  await refusal.getByRole('link', { name: en('tagPage.manageLabel', { childName: CHILD }) }).click();
  await expect(ownerPage).toHaveURL(routes.tagPage(tag.id));

  // 7. The owner removes the second parent, who no longer finds the tag on the dashboard.
  await family.getByRole('button', { name: en('coGuardians.removeLabel', { name: GUARDIAN }) }).click();
  await ownerPage
    .getByRole('dialog', { name: en('coGuardians.removeTitle', { name: GUARDIAN }) })
    .getByRole('button', { name: en('coGuardians.remove') })
    .click();
  await expect(family.getByTestId('family-member')).toHaveCount(1);
  await expect(ownerPage.getByTestId('latest-changes').getByRole('listitem').first()).toHaveText(
    `A guardian was removed by ${OWNER}, 2 days ago`,
  );
  await page.goto(routes.dashboard);
  await expect(page.getByRole('heading', { name: it('dashboard.heading') })).toBeVisible();
  await expect(page.getByRole('article', { name: CHILD })).toHaveCount(0);

  await ownerContext.close();
  await guardianContext.close();
});
