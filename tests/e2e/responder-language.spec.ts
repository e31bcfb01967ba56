// The public page in the responder's language (issue 15): German for a German browser with
// JavaScript off, a switch that works with or without script, hydration in the chosen language,
// and no axe violation in any language, on the page and on the not-found answer.
import { AxeBuilder } from '@axe-core/playwright';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/i18n/languages.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { expect, test, waitForHydration, type E2EServer, type Page } from './fixtures.ts';

const factoryApp = (server: E2EServer) => ({ db: server.db }) as unknown as TestApp;
const de = translate('de');

const FIELDS = [
  { title: 'Emergency Contact', content: 'Mum (Anna): +39 333 123 4567\nDad (Luca): +39 347 765 4321' },
  { title: 'Home Address', content: 'Via Giuseppe Garibaldi 112, 00153 Roma' },
  { title: 'Allergies', content: 'Peanuts and tree nuts: anaphylaxis.' },
  { title: 'Blood Type', content: 'A+' },
  { title: 'Medications', content: 'Ventolin inhaler' },
  { title: 'Doctor Info', content: 'Dr. Bianchi, 06 9876 5432' },
  { title: 'Special Notes', content: 'Speaks Italian.' },
  { title: 'Nonna Giulia', content: 'Lives next door' },
];

test('a German browser with JavaScript off gets the whole page in German, the parent’s text as written', async ({
  browser,
  server,
}) => {
  const tag = await createTag(factoryApp(server), { childName: 'Mia Rossi', childAge: 1, fields: FIELDS });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'de-DE',
    baseURL: server.url,
  });
  const page = await context.newPage();
  const response = await page.goto(`/tag/${tag.uniqueCode}`);
  expect(response?.headers()['content-language']).toBe('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(`${de('publicTag.heading')} · SafeKid Tag`);
  await expect(page.getByRole('heading', { level: 1, name: de('publicTag.heading') })).toBeVisible();
  await expect(page.getByText(de('publicTag.banner'))).toBeVisible();
  await expect(page.getByText(`${de('publicTag.age')}:`)).toBeVisible();
  await expect(page.getByText(de('publicTag.ageYears', { count: 1 }), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: de('responder.calls.emergencyNumber', { number: '112' }) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notfallkontakt anrufen' })).toHaveAttribute(
    'href',
    'tel:+393331234567',
  );
  // Translated template titles, in SPEC's order of colours; the parent's own title as written.
  await expect(page.locator('article h3')).toHaveText([
    'Allergien',
    'Medikamente',
    'Notfallkontakt',
    'Wohnadresse',
    'Blutgruppe',
    'Behandelnder Arzt',
    'Besondere Hinweise',
    'Nonna Giulia',
  ]);
  await expect(page.getByText('Peanuts and tree nuts: anaphylaxis.')).toBeVisible();
  await expect(page.getByRole('link', { name: `${de('publicTag.call')} +39 333 123 4567` })).toBeVisible();
  // The date in German, in UTC until a script could show local time.
  await expect(page.locator('footer time')).toHaveText(/^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2} UTC$/);
  await expect(page.getByText(`${de('publicTag.support')}:`)).toBeVisible();

  // The switch works without script: a native disclosure of plain links.
  await expect(page.locator('summary')).toHaveText(`${de('responder.page.language')}: ${LANGUAGE_NAMES.de}`);
  await page.locator('summary').click();
  await page.getByRole('link', { name: LANGUAGE_NAMES.fr }).click();
  await expect(page).toHaveURL(/\?lang=fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: translate('fr')('publicTag.heading') }),
  ).toBeVisible();
  await context.close();
});

test.describe('with JavaScript on', () => {
  // Far from the server's UTC, so the hydrated page's local time differs from the rendered one.
  test.use({ timezoneId: 'Asia/Tokyo' });

  /** Waits until the page is hydrated and shows a time other than the one the server rendered. */
  async function expectHydratedLocalTime(page: Page, url: string) {
    const served = await (await page.request.get(url)).text();
    const utcTime = /<time[^>]*>([^<]+)<\/time>/.exec(served)![1]!;
    await waitForHydration(page, '#root main');
    await expect(page.locator('footer time')).not.toHaveText(utcTime);
    await expect(page.locator('footer time')).toHaveText(/\d{4}/);
  }

  test('the switch leads to the chosen language and the page hydrates in it', async ({ page, server }) => {
    const tag = await createTag(factoryApp(server), { childName: 'Mia Rossi', childAge: 7, fields: FIELDS });
    await page.goto(`/tag/${tag.uniqueCode}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .getByRole('navigation', { name: en('responder.page.language') })
      .locator('summary')
      .click();
    await page.getByRole('link', { name: LANGUAGE_NAMES.it }).click();
    await expect(page).toHaveURL(/\?lang=it$/);
    // Local time, still in Italian; a hydration mismatch (a console error) fails the test.
    await expectHydratedLocalTime(page, `/tag/${tag.uniqueCode}?lang=it`);
    await expect(
      page.getByRole('heading', { level: 1, name: translate('it')('publicTag.heading') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Allergie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chiama Contatto di emergenza' })).toBeVisible();
  });

  for (const language of LANGUAGES) {
    test(`axe, ${language}: the page, its open language switch and the not-found answer`, async ({
      page,
      server,
    }) => {
      const tag = await createTag(factoryApp(server), {
        childName: 'Mia Rossi',
        childAge: 7,
        fields: FIELDS,
      });
      const url = `/tag/${tag.uniqueCode}?lang=${language}`;
      await page.goto(url);
      await expectHydratedLocalTime(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      await page
        .getByRole('navigation', { name: translate(language)('responder.page.language') })
        .locator('summary')
        .click();
      await expect(page.getByRole('link', { name: LANGUAGE_NAMES.es })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      const response = await page.goto(`/tag/${randomCode()}?lang=${language}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('alert')).toHaveText(translate(language)('publicTag.error'));
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});
