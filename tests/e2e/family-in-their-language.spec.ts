// Issue 30 "Tests": a family with an Italian or a German browser goes the whole way, from the landing
// page through registration, the verification mail, activation, the form with quick-add titles, the
// dashboard, the tag's page, lost mode, the account and the privacy notice, and prints the emergency
// card. No page, mail or PDF shows an English catalogue text, <html lang> says the language, and the
// dashboard's dates are written as that country writes them.
import { formatDateTime } from '#shared/i18n/format.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as responderCardApi from '#shared/endpoints/responder-card.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { routes } from '#shared/paths.ts';
import type { TagListItem } from '#shared/schemas/tag.ts';
import { englishLeftovers } from '../helpers/english-leftovers.ts';
import { translate } from '../helpers/messages.ts';
import { readPdf } from '../helpers/pdf-reader.ts';
import { codeFromMail } from '../helpers/smtp-receiver.ts';
import { PARENT_PASSWORD, uniqueEmail } from './accounts.ts';
import { expect, test, waitForHydration, type Page } from './fixtures.ts';
import { pageChecker } from './language-check.ts';

type Family = {
  language: 'it' | 'de';
  locale: string;
  /** Two quick-add titles as a parent of that country reads them on the form's buttons. */
  quickAdd: [string, string];
  child: string;
};

const FAMILIES: Family[] = [
  { language: 'it', locale: 'it-IT', quickAdd: ['Allergie', 'Gruppo sanguigno'], child: 'Giulia' },
  { language: 'de', locale: 'de-DE', quickAdd: ['Allergien', 'Blutgruppe'], child: 'Lena' },
];

// A long path (two saves, a mail, a PDF, nine pages) on a shared machine.
test.describe.configure({ timeout: 180_000 });

for (const { language, locale, quickAdd, child } of FAMILIES) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });

    test(`the whole path, its mail and its card show no English (${language})`, async ({
      page,
      server,
    }, testInfo) => {
      const t = translate(language);
      const checkPage = pageChecker(page, language, testInfo);

      // 1. The landing page; the hero's "Activate a bracelet" leads to registration.
      await page.goto(routes.home);
      await waitForHydration(page);
      await checkPage('landing');
      await page
        .getByTestId('hero')
        .getByRole('link', { name: t('landing.activateBracelet') })
        .click();
      await expect(page.getByRole('heading', { name: t('auth.registerHeading') })).toBeVisible();
      await checkPage('register');

      // 2. Registration, then the verification mail in that language and its code.
      const email = uniqueEmail(`family-${language}`);
      await page
        .getByLabel(t('auth.firstNameLabel'), { exact: true })
        .fill(child === 'Giulia' ? 'Francesca' : 'Jonas');
      await page
        .getByLabel(t('auth.lastNameLabel'), { exact: true })
        .fill(child === 'Giulia' ? 'Rossi' : 'Müller');
      await page.getByLabel(t('auth.emailLabel'), { exact: true }).fill(email);
      await page.getByLabel(t('auth.passwordLabel'), { exact: true }).fill(PARENT_PASSWORD);
      await page.getByRole('button', { name: t('auth.registerButton') }).click();
      await expect(page.getByRole('heading', { name: t('verifyPage.heading') })).toBeVisible();
      await checkPage('verify-email');
      const mail = await server.smtp.waitFor(email);
      expect(englishLeftovers(`${mail.subject}\n${mail.text}`, language), 'verification mail').toEqual([]);
      await page.getByLabel(t('verifyPage.codeLabel')).fill(codeFromMail(mail));
      await page.getByRole('button', { name: t('verifyPage.verifyButton') }).click();

      // 3. /activate with a free bracelet's code, then the form: two quick-add fields and the name.
      await expect(page).toHaveURL(routes.activate);
      await expect(page.getByRole('heading', { name: t('activate.heading') })).toBeVisible();
      await checkPage('activate');
      const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
      await page.getByLabel(t('activate.codeLabel')).fill(bracelet!.uniqueCode);
      await page.getByRole('button', { name: t('activate.button') }).click();
      await expect(page).toHaveURL(routes.configure(bracelet!.id));
      await page.getByLabel(t('form.childNameLabel')).fill(child);
      const field = (n: number) => page.getByRole('group', { name: t('form.fieldLegend', { n }) });
      for (const [index, title] of quickAdd.entries()) {
        await page.getByRole('button', { name: title, exact: true }).click();
        await expect(field(index + 1).getByLabel(t('form.fieldTitleLabel'))).toHaveValue(title);
        await field(index + 1)
          .getByLabel(t('form.fieldContentLabel'))
          .fill(index === 0 ? 'Penicillina / Penicillin' : '0+');
      }
      await checkPage('form');
      // The consent box (issue 17) is the form's one checkbox; its words are checked by checkPage.
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('form.save'), exact: true }).click();

      // 4. The dashboard, lost mode on (its end date in that language's form) and off.
      await expect(page).toHaveURL(routes.dashboard);
      const card = page.getByRole('article', { name: child });
      await expect(card).toBeVisible();
      await checkPage('dashboard');
      await card.getByRole('button', { name: t('lostMode.open'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('lostMode.dialogTitle') });
      await dialog.getByLabel(t('lostMode.messageLabel')).fill(`${child}: 112 / +39 347 765 4321`);
      await dialog.getByLabel(t('lostMode.phoneLabel')).fill('+39 347 765 4321');
      await dialog.getByRole('radio', { name: t('lostMode.hours.24'), exact: true }).check();
      await checkPage('lost-mode-dialog');
      await dialog.getByRole('button', { name: t('lostMode.start') }).click();
      const lostMode = card.getByTestId('lost-mode');
      await expect(lostMode).toBeVisible();
      const tags = (await (await page.request.get(tagsApi.listTags.path)).json()) as TagListItem[];
      const until = new Date(tags.find((tag) => tag.id === bracelet!.id)!.lost!.until);
      await expect(lostMode).toContainText(
        t('lostMode.lostUntil', { time: formatDateTime(language, until) }),
      );
      await checkPage('dashboard-lost');
      await card.getByRole('button', { name: t('lostMode.end') }).click();
      const ask = page.getByRole('dialog', { name: t('lostMode.endTitle') });
      await checkPage('end-lost-mode');
      await ask.getByRole('button', { name: t('lostMode.end') }).click();
      await expect(card.getByRole('button', { name: t('lostMode.open'), exact: true })).toBeVisible();
      await checkPage('dashboard-found');

      // The tag's own page through its Manage link, the account and the privacy notice.
      await card.getByRole('link', { name: t('tagPage.manageLabel', { childName: child }) }).click();
      await expect(page).toHaveURL(routes.tagPage(bracelet!.id));
      await expect(page.getByRole('heading', { name: t('tagPage.shareHeading') })).toBeVisible();
      await checkPage('tag-page');
      await goAndCheck(page, routes.account, t('account.heading'), checkPage, 'account');
      await page.goto(routes.privacy);
      await waitForHydration(page);
      await checkPage('privacy');

      // 5. The emergency card, fetched with the parent's session: every page's text.
      // page.request does not send the browser's Accept-Language: send it as the Print link would.
      const pdf = await page.request.get(pathOf(responderCardApi.tagCardPdf, { tagId: bracelet!.id }), {
        headers: { 'accept-language': locale },
      });
      expect(pdf.status()).toBe(200);
      const { pages } = await readPdf(await pdf.body());
      const pdfText = pages.flatMap((p) => p.items.map((item) => item.str)).join('\n');
      expect(pdfText).toContain(child);
      expect(englishLeftovers(pdfText, language), 'emergency card PDF').toEqual([]);
    });
  });
}

async function goAndCheck(
  page: Page,
  path: string,
  heading: string,
  checkPage: (step: string) => Promise<void>,
  step: string,
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await checkPage(step);
}
