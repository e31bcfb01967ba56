// The responder's third way in (issue 15): from the landing page to /t, the code typed as it reads on
// the band (any case, grouped, O for 0, l for 1) and straight to the page; on a 360 px phone, with and
// without JavaScript, in the responder's language, axe clean in every language.
import { AxeBuilder } from '@axe-core/playwright';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { routes, typedCodePaths } from '#shared/paths.ts';

import { createTag, randomCode } from '#tests/factories/tags.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { expect, test, waitForHydration, type E2EServer, type Page } from './fixtures.ts';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
test.use(PHONE);

const de = translate('de');

/** The factories only use `db`. */
const factoryApp = (server: E2EServer) => ({ db: server.db }) as unknown as TestApp;

/** A tag whose code holds 0 and 1, and the code as a responder might misread and type it. */
async function tagToType(server: E2EServer) {
  const uniqueCode = `${randomCode(6)}0Q1A0B`;
  const tag = await createTag(factoryApp(server), { uniqueCode, childName: 'Mia Rossi', childAge: 7 });
  const typed = `${uniqueCode.slice(0, 4)} ${uniqueCode.slice(4, 8)}-${uniqueCode.slice(8)}`
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/1/g, 'l');
  return { tag, typed };
}

async function expectFits(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
}

async function expectAxeClean(page: Page, what: string) {
  expect((await new AxeBuilder({ page }).analyze()).violations, what).toEqual([]);
}

async function typeAndSend(page: Page, typed: string, t: Translate = en) {
  await page.getByLabel(t('responder.typedCode.label'), { exact: true }).fill(typed);
  await page.getByRole('button', { name: t('responder.typedCode.submit') }).tap();
}

test.describe('the typed-code page /t', () => {
  test('with JavaScript on: from the landing page’s link to the page, a wrong code first', async ({
    page,
    server,
    consoleErrors,
  }) => {
    const { tag, typed } = await tagToType(server);
    await page.goto(routes.home);
    await waitForHydration(page);
    await page
      .getByTestId('hero')
      .getByRole('link', { name: en('landing.typedCodeLink') })
      .tap();
    await expect(page).toHaveURL(typedCodePaths.page);
    await expect(
      page.getByRole('heading', { level: 2, name: en('responder.typedCode.heading') }),
    ).toBeVisible();
    await expectFits(page);
    await expectAxeClean(page, '/t');

    await typeAndSend(page, typed.slice(0, -1));
    await expect(page.getByRole('alert')).toHaveText(en('responder.typedCode.wrongLength', { count: 11 }));
    await expect(page.getByLabel(en('responder.typedCode.label'), { exact: true })).toHaveValue(
      typed.slice(0, -1),
    );
    await expectFits(page);
    await expectAxeClean(page, '/t with its message');

    await typeAndSend(page, typed);
    await expect(page).toHaveURL(`/tag/${tag.uniqueCode}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Mia Rossi' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('with JavaScript off, in German: the form alone leads to the page, and an unknown code back to the form', async ({
    browser,
    server,
  }) => {
    const { tag, typed } = await tagToType(server);
    const context = await browser.newContext({
      ...PHONE,
      javaScriptEnabled: false,
      locale: 'de-DE',
      baseURL: server.url,
    });
    const page = await context.newPage();
    await page.goto(typedCodePaths.page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 2, name: de('responder.typedCode.heading') }),
    ).toBeVisible();
    await expectFits(page);

    await typeAndSend(page, 'abc+def', de);
    await expect(page.getByRole('alert')).toHaveText(de('responder.typedCode.wrongCharacters'));
    await expect(page.getByLabel(de('responder.typedCode.label'), { exact: true })).toHaveValue('abc+def');
    await expectFits(page);

    // A well-formed code no bracelet has: the notice leads back to typing it, still in German.
    const unknown = randomCode(12);
    await typeAndSend(page, unknown, de);
    await expect(page).toHaveURL(`/tag/${unknown}`);
    await page.getByRole('link', { name: 'Code eingeben' }).tap();
    await expect(page).toHaveURL(`${typedCodePaths.page}?lang=de`);
    await expect(
      page.getByRole('heading', { level: 2, name: de('responder.typedCode.heading') }),
    ).toBeVisible();

    await typeAndSend(page, typed, de);
    await expect(page).toHaveURL(`/tag/${tag.uniqueCode}?lang=de`);
    await expect(page.getByRole('heading', { level: 2, name: 'Mia Rossi' })).toBeVisible();
    await context.close();
  });

  // axe runs as a script, so it looks at the page in a browser with JavaScript; the page sends none, so
  // this is the document a browser without JavaScript shows too.
  test('in every language, axe finds nothing on the page nor on its message', async ({ page }) => {
    for (const language of LANGUAGES) {
      const text = translate(language);
      await page.goto(`${typedCodePaths.page}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 2, name: text('responder.typedCode.heading') }),
      ).toBeVisible();
      await expect(page.locator('script')).toHaveCount(0);
      await expectAxeClean(page, `/t in ${language}`);
      await page.goto(`${typedCodePaths.page}/D0GS?lang=${language}`);
      await expect(page.getByRole('alert')).toHaveText(text('responder.typedCode.wrongLength', { count: 4 }));
      await expectAxeClean(page, `/t in ${language} with its message`);
    }
  });
});
