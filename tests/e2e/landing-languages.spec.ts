// The landing page in each language (issue 30): the admin edits the Italian hero title in the
// dashboard, an Italian visitor sees it and an English one the English title; a German visitor on a
// new shop sees the German shipped texts; <html lang> follows. Screenshots at phone and laptop sizes.
import type { Browser } from '@playwright/test';
import { SITE_CONTENT_DEFAULTS } from '#shared/content-defaults.ts';
import { landingDefaultsDe } from '#shared/i18n/messages/landing-defaults/de.ts';
import { landingDefaultsIt } from '#shared/i18n/messages/landing-defaults/it.ts';
import { openDashboard } from './admin-dashboard.ts';
import { expect, test, waitForHydration, type Page } from './fixtures.ts';
import { resetLandingContent } from './landing-content.ts';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function visitIn(
  browser: Browser,
  baseURL: string,
  locale: string,
  look: (page: Page) => Promise<void>,
) {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      baseURL,
      locale,
      viewport,
      extraHTTPHeaders: { 'accept-language': locale },
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await waitForHydration(page);
      await look(page);
      await page.screenshot({
        path: test.info().outputPath(`landing-${locale}-${viewport.width}.png`),
        fullPage: false,
      });
    } finally {
      await context.close();
    }
  }
}

test.describe('landing page languages', () => {
  test.beforeEach(async ({ server }) => resetLandingContent(server.db));
  test.afterAll(async ({ server }) => resetLandingContent(server.db));

  test('a German visitor on a new shop sees the German shipped texts', async ({ browser, server }) => {
    await visitIn(browser, server.url, 'de-DE', async (page) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      const hero = page.locator('section').first();
      await expect(hero.getByText(landingDefaultsDe.heroSubtitle)).toBeVisible();
      await expect(page.locator('#how-it-works').getByRole('heading', { level: 2 })).toHaveText(
        landingDefaultsDe.howItWorksMainTitle,
      );
      await expect(page.getByText(SITE_CONTENT_DEFAULTS.hero_description)).toHaveCount(0);
      await expect(page.getByTestId('price')).toHaveText(/29,99\s€/);
    });
  });

  test('the admin writes the Italian hero title: Italians see it, English visitors do not', async ({
    page,
    browser,
    server,
  }) => {
    await openDashboard(page, server);
    await page.getByLabel('Landing page language').selectOption('it');
    await page.getByRole('tab', { name: /Hero/ }).click();
    const title = page.getByRole('textbox', { name: `English text: ${SITE_CONTENT_DEFAULTS.hero_title}` });
    await title.fill('Braccialetti SafeKid');
    await page.getByRole('button', { name: 'Save translations' }).click();
    await expect(page.getByTestId('toast')).toContainText('Translations saved');

    await visitIn(browser, server.url, 'it-IT', async (landing) => {
      await expect(landing.locator('html')).toHaveAttribute('lang', 'it');
      await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Braccialetti SafeKid');
      await expect(landing.getByText(landingDefaultsIt.heroSubtitle)).toBeVisible();
    });
    await visitIn(browser, server.url, 'en-US', async (landing) => {
      await expect(landing.locator('html')).toHaveAttribute('lang', 'en');
      await expect(landing.getByRole('heading', { level: 1 })).toHaveText(SITE_CONTENT_DEFAULTS.hero_title);
    });
  });
});
