// The public emergency page in a real Chromium: readable with JavaScript off, hydrated without
// errors with it on, accessible, hostile content inert, made for a responder's phone.
import { AxeBuilder } from '@axe-core/playwright';
import { en } from '#tests/helpers/messages.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { expect, test, waitForHydration, type E2EServer } from './fixtures.ts';

/** The factories only use `db`. */
const factoryApp = (server: E2EServer) => ({ db: server.db }) as unknown as TestApp;

const FIELDS = [
  { title: 'Emergency Contact', content: 'Mum (Anna): +39 333 123 4567\nDad (Luca): +39 347 765 4321' },
  { title: 'Allergies', content: 'Peanuts and tree nuts: anaphylaxis. EpiPen in the backpack front pocket.' },
  { title: 'Blood Type', content: 'A+' },
];

/** The owner put the two cards a responder needs first at the very end. */
const LONG_FIELDS = [
  {
    title: 'Emergency Contact',
    content: 'Mum (Anna Rossi): +39 333 123 4567\nDad (Luca Rossi): +39 347 765 4321\nGrandma: 06 1234 5678',
  },
  { title: 'Home Address', content: 'Via Giuseppe Garibaldi 112, scala B, interno 7, 00153 Roma RM, Italia' },
  {
    title: 'Special Notes',
    content:
      'Shy with strangers, speaks Italian and some English. Loves dinosaurs; ask about them to calm him.',
  },
  { title: 'Doctor Info', content: 'Dr. Bianchi, Studio Pediatrico Trastevere, 06 9876 5432' },
  { title: 'Blood Type', content: '0 negative' },
  { title: 'Medications', content: 'Ventolin inhaler, 2 puffs when wheezing (in the backpack).' },
  { title: 'Allergies', content: 'Peanuts and tree nuts: anaphylaxis. EpiPen in the backpack front pocket.' },
];

test.describe('public emergency page', () => {
  // The browser's local time names its zone (issue 15): a zone other than the server's UTC shows
  // that the hydrated page took over.
  test.use({ timezoneId: 'Europe/Rome' });

  test('with JavaScript off, the server-rendered page shows everything', async ({ browser, server }) => {
    const tag = await createTag(factoryApp(server), { childName: 'Mia Rossi', childAge: 7, fields: FIELDS });
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await context.newPage();
    const response = await page.goto(`/tag/${tag.uniqueCode.toLowerCase()}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: en('publicTag.heading') })).toBeVisible();
    await expect(page.getByText(en('publicTag.banner'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mia Rossi' })).toBeVisible();
    await expect(page.getByText(en('publicTag.ageYears', { count: 7 }))).toBeVisible();
    await expect(page.getByText(tag.uniqueCode, { exact: true })).toBeVisible();
    await expect(page.getByText(tag.id)).toHaveCount(0);
    for (const field of FIELDS) {
      await expect(page.getByRole('heading', { level: 3, name: field.title })).toBeVisible();
    }
    await expect(page.getByText('Peanuts and tree nuts: anaphylaxis.', { exact: false })).toHaveCSS(
      'font-weight',
      '700',
    );
    await expect(page.getByRole('link', { name: 'Call +39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    // Before any script runs the time is the server's, in UTC.
    await expect(page.locator('footer time')).toHaveText(/ UTC$/);
    await expect(page.getByRole('link', { name: server.config.supportEmail })).toBeVisible();
    await context.close();
  });

  test('with JavaScript on, it hydrates without console errors and shows the local time', async ({
    page,
    server,
    consoleErrors,
  }) => {
    const tag = await createTag(factoryApp(server), { childName: 'Mia Rossi', childAge: 7, fields: FIELDS });
    await page.goto(`/tag/${tag.uniqueCode}`);
    // Only the hydrated component switches the footer to the reader's local time.
    await expect(page.locator('footer time')).not.toHaveText(/UTC/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mia Rossi' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('has no accessibility violations (axe), on the page and on the not-found answer', async ({
    page,
    server,
  }) => {
    const tag = await createTag(factoryApp(server), {
      childName: 'Mia Rossi',
      childAge: 7,
      fields: LONG_FIELDS,
    });
    await page.goto(`/tag/${tag.uniqueCode}`);
    await expect(page.locator('footer time')).not.toHaveText(/UTC/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const response = await page.goto(`/tag/${randomCode()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(en('publicTag.error'));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('hostile field content shows as text and runs nothing', async ({ page, server }) => {
    const hostile = {
      childName: '</script><script>alert("name")</script>',
      fields: [
        { title: 'Allergies <script>alert(1)</script>', content: '<img src=x onerror=alert(2)>' },
        { title: 'Notes', content: '"><svg onload=alert(3)>' },
      ],
    };
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const tag = await createTag(factoryApp(server), hostile);
    await page.goto(`/tag/${tag.uniqueCode}`);
    await expect(page.locator('footer time')).not.toHaveText(/UTC/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(hostile.childName);
    await expect(page.getByRole('heading', { level: 3, name: hostile.fields[0]!.title })).toBeVisible();
    await expect(page.getByText(hostile.fields[0]!.content)).toBeVisible();
    await expect(page.getByText(hostile.fields[1]!.content)).toBeVisible();
    await expect(page.locator('img, main svg[onload]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('on a 360 × 640 phone the allergy and medical cards are above the fold; phone links are large', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const tag = await createTag(factoryApp(server), {
      childName: 'Leonardo Rossi',
      childAge: 6,
      fields: LONG_FIELDS,
    });
    await page.goto(`/tag/${tag.uniqueCode}`);
    for (const title of ['Allergies', 'Medications']) {
      const box = await page.getByRole('heading', { level: 3, name: title }).boundingBox();
      expect(box, title).not.toBeNull();
      expect(box!.y + box!.height, `${title} heading bottom`).toBeLessThanOrEqual(640);
    }
    // The numbers in the cards (the call buttons above them are checked in responder-call.spec.ts).
    const links = page.locator('article a[href^="tel:"]');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.width).toBeGreaterThanOrEqual(48);
    }
    // The rest keep the owner's order.
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Allergies',
      'Medications',
      'Emergency Contact',
      'Home Address',
      'Special Notes',
      'Doctor Info',
      'Blood Type',
    ]);
  });

  test('at 200 % zoom on a phone (180 CSS px wide) nothing needs horizontal scrolling', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 180, height: 320 });
    const tag = await createTag(factoryApp(server), {
      childName: 'Leonardo Rossi',
      childAge: 6,
      fields: LONG_FIELDS,
    });
    await page.goto(`/tag/${tag.uniqueCode}`);
    await expect(page.getByRole('heading', { level: 3, name: 'Allergies' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an unknown code answers HTTP 404 with the error text', async ({ page }) => {
    const response = await page.goto(`/tag/${randomCode()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(en('publicTag.error'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en('publicTag.heading') })).toBeVisible();
  });

  test('navigated to inside the app, it shows the loading text, then the same page', async ({
    page,
    server,
  }) => {
    const tag = await createTag(factoryApp(server), { childName: 'Mia Rossi', childAge: 7, fields: FIELDS });
    await page.goto('/');
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The route fetches the server's page for this address (issue 35), not the JSON API.
    await page.route(`**/tag/${tag.uniqueCode}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/tag/${tag.uniqueCode}`);
    await expect(page.getByText(en('publicTag.loading'))).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Mia Rossi' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Allergies' })).toBeVisible();
    await expect(page.getByText(en('publicTag.loading'))).toHaveCount(0);
  });
});
