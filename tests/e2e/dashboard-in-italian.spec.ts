// Issue 30: a family reads its dashboard in its own language. A parent with one configured tag and one
// scan, in an Italian (and a German) browser on a phone, opens My Tags, the lost-mode dialog (and
// switches it on), the tag's page and its scan history: <html lang> says the language, no English
// catalogue text is left on any of them, and the dates are written as Intl writes them in that
// language ('28 nov 2026' / '28.11.2026'), never in English ('Nov 28, 2026').
import { eq } from 'drizzle-orm';
import { emergencyFields, tags } from '#server/db/schema/index.ts';
import { formatDateTime, formatRelativeTime } from '#shared/i18n/format.ts';
import { formatDateTime as formatZonedDateTime } from '#shared/i18n/format-date.ts';
import { routes } from '#shared/paths.ts';
import { createScanEvent } from '../factories/scan-events.ts';
import { translate } from '../helpers/messages.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';
import { pageChecker } from './language-check.ts';

const HOUR = 60 * 60_000;
const TIME_ZONE = 'Europe/Rome';
/** How English writes a date ('Nov 28, 2026'): never on these pages. */
const ENGLISH_DATE = /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/;

type Family = {
  language: 'it' | 'de';
  locale: string;
  child: string;
  field: { title: string; content: string };
  message: string;
  /** The card's lost-until date (format.ts, medium) and the history's (format-date.ts, short month). */
  cardDate: RegExp;
  historyDate: RegExp;
};

const FAMILIES: Family[] = [
  {
    language: 'it',
    locale: 'it-IT',
    child: 'Giulia',
    field: { title: 'Allergie', content: 'Arachidi' },
    message: 'Mi sono persa. Per favore chiama la mia mamma.',
    cardDate: /\b\d{1,2} [a-z]{3,4} \d{4}\b/,
    historyDate: /\b\d{1,2} [a-z]{3,4} \d{4}\b/,
  },
  {
    language: 'de',
    locale: 'de-DE',
    child: 'Lena',
    field: { title: 'Allergien', content: 'Erdnüsse' },
    message: 'Ich habe mich verlaufen. Bitte ruf meine Mama an.',
    cardDate: /\b\d{1,2}\.\d{1,2}\.\d{4}\b/,
    historyDate: /\b\d{1,2}\. [A-Z][a-zä]{2,3}\.? \d{4}\b/,
  },
];

// Five pages on a shared machine.
test.describe.configure({ timeout: 120_000 });

for (const family of FAMILIES) {
  const { language, locale, child } = family;

  test.describe(`a ${locale} browser`, () => {
    test.use({ locale, timezoneId: TIME_ZONE, viewport: { width: 390, height: 844 } });

    test(`dashboard, lost mode, tag page and history show no English (${language})`, async ({
      page,
      context,
      server,
    }, testInfo) => {
      const t = translate(language);
      const checkPage = pageChecker(page, language, testInfo, (text, step) =>
        expect(text, step).not.toMatch(ENGLISH_DATE),
      );

      // A parent with one configured tag, opened once two hours ago.
      const parent = await signInAsNewParent(server, context);
      const tag = await createOwnedTag(server, parent, child);
      await server.db.update(emergencyFields).set(family.field).where(eq(emergencyFields.tagId, tag.id));
      const scannedAt = new Date(Date.now() - 2 * HOUR - 5 * 60_000);
      await createScanEvent(server.db, tag.id, { scannedAt, language });

      // 1. My Tags: the card in the family's words, the last opening as Intl says it.
      await page.goto(routes.dashboard);
      await expect(page.getByRole('heading', { level: 1, name: t('dashboard.heading') })).toBeVisible();
      const card = page.getByRole('article', { name: child });
      await expect(card).toContainText(t('dashboard.fieldsConfigured', { n: 1 }));
      await expect(card).toContainText(t('dashboard.age', { n: 6 }));
      await expect(card).toContainText(
        t('scanHistory.opened', { relative: formatRelativeTime(language, scannedAt) }),
      );
      await checkPage('dashboard');

      // 2. The lost-mode dialog, then lost mode on: the card says until when, in the family's form.
      await card.getByRole('button', { name: t('lostMode.open'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('lostMode.dialogTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: t('lostMode.hours.24'), exact: true })).toBeChecked();
      await checkPage('lost-mode-dialog');
      await dialog.getByLabel(t('lostMode.messageLabel')).fill(family.message);
      await expect(dialog.getByTestId('lost-message-count')).toHaveText(
        t('lostMode.messageCount', { length: family.message.length, max: 200 }),
      );
      await dialog.getByLabel(t('lostMode.phoneLabel')).fill('+39 347 765 4321');
      await dialog.getByRole('button', { name: t('lostMode.start') }).click();
      await expect(dialog).toBeHidden();
      const lostBox = card.getByTestId('lost-mode');
      await expect(lostBox).toBeVisible();
      const [stored] = await server.db
        .select({ until: tags.lostUntil })
        .from(tags)
        .where(eq(tags.id, tag.id));
      const until = formatDateTime(language, stored!.until!, { timeZone: TIME_ZONE });
      expect(until).toMatch(family.cardDate);
      await expect(lostBox).toContainText(t('lostMode.lostUntil', { time: until }));
      await checkPage('dashboard-lost');

      // 3. The tag's own page.
      await card.getByRole('link', { name: t('tagPage.manageLabel', { childName: child }) }).click();
      await expect(page).toHaveURL(routes.tagPage(tag.id));
      await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();
      await expect(page.getByRole('region', { name: t('tagPage.historyHeading') })).toContainText(
        t('scanHistory.opened', { relative: formatRelativeTime(language, scannedAt) }),
      );
      await checkPage('tag-page');

      // 4. The scan history: the opening's time in the family's form, the page's language named in it.
      await page
        .getByRole('region', { name: t('tagPage.historyHeading') })
        .getByRole('link', { name: t('scanHistory.historyLink') })
        .click();
      await expect(page).toHaveURL(routes.scanHistory(tag.id));
      await expect(
        page.getByRole('heading', { level: 1, name: t('scanHistory.heading', { childName: child }) }),
      ).toBeVisible();
      const opening = page.getByTestId('openings').getByTestId('scan-item');
      await expect(opening).toHaveCount(1);
      const when = formatZonedDateTime(scannedAt, language, { timeZone: TIME_ZONE });
      expect(when).toMatch(family.historyDate);
      await expect(opening.getByRole('heading')).toHaveText(when);
      await expect(opening).toContainText(
        new Intl.DisplayNames([language], { type: 'language' }).of(language)!,
      );
      await checkPage('history');
    });
  });
}
