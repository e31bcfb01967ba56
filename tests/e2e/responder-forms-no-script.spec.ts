// Issue 35: the emergency page's forms without JavaScript, on a 390 × 844 phone, in Italian and German.
// The PIN box posts and answers the page with the protected fields shown once (a wrong PIN says so, the
// limit answers its page); the call-back form is open from the start, answers what to fix, and its
// number reaches the parent's mail.
import { eq } from 'drizzle-orm';
import { emergencyFields, tags } from '#server/db/schema/index.ts';
import { translate } from '#tests/helpers/messages.ts';
import { createVerifiedParent } from './accounts.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type E2EServer } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';

const PHONE_390 = { width: 390, height: 844 };
const PIN = '48291307';
const SECRET = 'Via Segreta 7, Milano';

async function protectedTag(server: E2EServer) {
  const parent = await createVerifiedParent(server);
  const tag = await createOwnedTag(server, parent, 'Mia Rossi');
  await server.db.update(tags).set({ pin: PIN }).where(eq(tags.id, tag.id));
  await server.db.insert(emergencyFields).values({
    tagId: tag.id,
    title: 'Home Address',
    content: SECRET,
    fieldOrder: 1,
    visibility: 'protected',
  });
  return { parent, tag };
}

/** The tag's page on a 390 px phone with JavaScript off, in `language`'s browser. */
async function openWithoutScript(browser: Browser, server: E2EServer, code: string, language: Language) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE_390,
    javaScriptEnabled: false,
    locale: language,
  });
  const page = await context.newPage();
  await page.goto(`/tag/${code}?lang=${language}`);
  return { context, page };
}

/**
 * The whole answer page, for a person to look at. A posted form's answer can show its text before the
 * page has loaded, and Chromium then refuses a full-page capture (CI, once): it waits for the load.
 */
async function shoot(page: Page, path: string) {
  await page.waitForLoadState('load');
  await page.screenshot({ path, fullPage: true });
}

for (const language of ['it', 'de'] as const) {
  const t = translate(language);

  test(`${language}, no JavaScript: the PIN shows the protected fields once; wrong and too many say so`, async ({
    browser,
    server,
  }, testInfo) => {
    const { tag } = await protectedTag(server);
    const { context, page } = await openWithoutScript(browser, server, tag.uniqueCode, language);
    const pin = page.getByLabel(t('responder.protectedFields.pinLabel'), { exact: true });
    const show = page.getByRole('button', { name: t('responder.protectedFields.show') });
    await expect(page.getByText(SECRET)).toHaveCount(0);

    await pin.fill('00000000');
    await show.click();
    await expect(page.getByText(t('responder.protectedFields.wrongPin'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(SECRET)).toHaveCount(0);

    // Typed as the card groups it.
    await pin.fill('4829 1307');
    await show.click();
    await expect(page.getByText(SECRET)).toBeVisible();
    await shoot(page, testInfo.outputPath(`no-script-unlocked-${language}.png`));
    // Shown once: the page itself does not keep it.
    await page.goto(`/tag/${tag.uniqueCode}?lang=${language}`);
    await expect(page.getByText(SECRET)).toHaveCount(0);

    // Wrong until the limit: the page says how long to wait, and the right PIN waits too.
    const tooMany = page.getByText(t('responder.protectedFields.tooManyTries', { count: 15 }).slice(0, 12));
    for (let attempt = 0; attempt < 10 && !(await tooMany.isVisible()); attempt++) {
      await pin.fill('00000000');
      await show.click();
      await page.waitForLoadState();
    }
    await expect(tooMany).toBeVisible();
    await pin.fill(PIN);
    await show.click();
    await expect(tooMany).toBeVisible();
    await expect(page.getByText(SECRET)).toHaveCount(0);
    await shoot(page, testInfo.outputPath(`no-script-too-many-${language}.png`));
    await context.close();
  });

  test(`${language}, no JavaScript: the call-back form is open, says what to fix, and reaches the parent`, async ({
    browser,
    server,
  }, testInfo) => {
    const { parent, tag } = await protectedTag(server);
    const { context, page } = await openWithoutScript(browser, server, tag.uniqueCode, language);
    // Only the location needs the script: its button is not there; the form is.
    await expect(page.getByRole('button', { name: t('responder.location.share') })).toHaveCount(0);
    const name = page.getByLabel(t('responder.phoneNumber.nameLabel'));
    const phone = page.getByLabel(t('responder.phoneNumber.phoneLabel'));
    const send = page.getByRole('button', { name: t('responder.phoneNumber.send'), exact: true });
    await expect(name).toBeVisible();

    await phone.fill('12');
    await page.getByLabel(t('responder.phoneNumber.messageLabel')).fill('Siamo alla fontana.');
    await send.click();
    await expect(page.getByText(t('responder.phoneNumber.nameRequired'))).toBeVisible();
    await expect(page.getByText(t('responder.phoneNumber.phoneInvalid'))).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // What was typed is kept.
    await expect(phone).toHaveValue('12');
    await expect(page.getByLabel(t('responder.phoneNumber.messageLabel'))).toHaveValue('Siamo alla fontana.');

    await name.fill('Giulia Bianchi');
    await phone.fill('+39 347 765 4321');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: t('responder.phoneNumber.sent') })).toBeVisible();
    await shoot(page, testInfo.outputPath(`no-script-sent-${language}.png`));
    const mail = await server.smtp.waitFor(parent.email);
    expect(mail.text).toContain('Giulia Bianchi');
    expect(mail.text).toContain('+39 347 765 4321');
    expect(mail.text).toContain('Siamo alla fontana.');
    await context.close();
  });
}
