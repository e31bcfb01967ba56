// Issue 30: a signed-in parent with a French phone opens their account screen and the privacy notice.
// Both pages are French (<html lang="fr">), show no English catalogue text, and give the consent's
// date in French; screenshots to look at.
import { eq } from 'drizzle-orm';
import { consents, users } from '#server/db/schema/index.ts';
import { formatDateTime } from '#shared/i18n/format.ts';
import { routes } from '#shared/paths.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { translate } from '../helpers/messages.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { pageChecker } from './language-check.ts';

test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });

const t = translate('fr');

/** French declared, no English catalogue text on the page, a full-page screenshot. */

test('a French parent reads /account and /privacy in French, with no English left', async ({
  page,
  context,
  server,
}, testInfo) => {
  const parent = await signInAsNewParent(server, context);
  await server.db.update(users).set({ timeZone: 'Europe/Paris' }).where(eq(users.id, parent.id));
  const checkPage = pageChecker(page, 'fr', testInfo);

  await page.goto(routes.account);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: t('account.heading') })).toBeVisible();
  for (const heading of [
    'account.detailsHeading',
    'account.passwordHeading',
    'account.consentsHeading',
    'account.exportHeading',
    'account.deleteHeading',
  ] as const) {
    await expect(page.getByRole('region', { name: t(heading) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: t('account.exportButton') })).toBeVisible();
  // The consent the parent gave, with its date as a French reader writes it.
  const given = await server.db.select().from(consents).where(eq(consents.userId, parent.id));
  const item = t('account.consentItem', {
    version: PRIVACY_NOTICE_VERSION,
    when: formatDateTime('fr', given[0]!.givenAt),
  });
  await expect(page.getByTestId('consents')).toHaveText(item);
  await checkPage('account');

  await page.goto(routes.privacy);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: t('privacyNotice.heading') })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: t('privacyNotice.rights.heading') }),
  ).toBeVisible();
  // The support address as a mail link in the introduction and under the rights (the footer has its own).
  const notice = page.locator('article');
  await expect(notice.getByRole('link', { name: server.config.supportEmail })).toHaveCount(2);
  await checkPage('privacy');
});
