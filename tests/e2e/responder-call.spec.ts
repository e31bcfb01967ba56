// Help in one tap (issue 15): on a 360 × 640 phone the emergency number and the first contact are
// large `tel:` buttons on the first screen, before any card, with JavaScript on or off; the
// not-found answer carries the emergency button too.
import type { Page } from '@playwright/test';
import { en } from '../helpers/messages.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { expect, test, waitForHydration, type E2EServer } from './fixtures.ts';

const factoryApp = (server: E2EServer) => ({ db: server.db }) as unknown as TestApp;
const PHONE = { width: 360, height: 640 };

/** A long page: the contact and its number come last in the parent's order. */
const FIELDS = [
  {
    title: 'Special Notes',
    content: 'Shy with strangers, speaks Italian and some English. Loves dinosaurs.',
  },
  { title: 'Home Address', content: 'Via Giuseppe Garibaldi 112, scala B, interno 7, 00153 Roma RM, Italia' },
  { title: 'Medications', content: 'Ventolin inhaler, 2 puffs when wheezing (in the backpack).' },
  { title: 'Allergies', content: 'Peanuts and tree nuts: anaphylaxis. EpiPen in the backpack front pocket.' },
  {
    title: 'Emergency Contact',
    content: 'Mum (Anna Rossi): +39 333 123 4567\nDad (Luca Rossi): +39 347 765 4321',
  },
];

/** The link is a `tel:` link with a 48 × 48 px target, wholly on the first screen. */
async function expectLargeCallAboveTheFold(page: Page, name: string, href: string) {
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toHaveAttribute('href', href);
  const box = (await link.boundingBox())!;
  expect(box.height, `${name} height`).toBeGreaterThanOrEqual(48);
  expect(box.width, `${name} width`).toBeGreaterThanOrEqual(48);
  expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(PHONE.height);
  return box;
}

for (const javaScriptEnabled of [true, false]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: the call buttons are large tel: links on the first screen, above the cards`, async ({
    browser,
    server,
  }) => {
    const tag = await createTag(factoryApp(server), {
      childName: 'Leonardo Rossi',
      childAge: 6,
      fields: FIELDS,
    });
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE, baseURL: server.url });
    const page = await context.newPage();
    await page.goto(`/tag/${tag.uniqueCode}`);
    if (javaScriptEnabled) await waitForHydration(page, '#root main');
    const emergency = await expectLargeCallAboveTheFold(page, 'Call 112', 'tel:112');
    const contact = await expectLargeCallAboveTheFold(page, 'Call Emergency Contact', 'tel:+393331234567');
    const firstCard = (await page.locator('article').first().boundingBox())!;
    expect(Math.max(emergency.y + emergency.height, contact.y + contact.height)).toBeLessThan(firstCard.y);
    // Allergy and medical cards still come first among the cards, in SPEC's colours.
    await expect(page.locator('article h3')).toHaveText([
      'Allergies',
      'Medications',
      'Special Notes',
      'Home Address',
      'Emergency Contact',
    ]);
    await expect(page.locator('article').first()).toHaveAttribute('data-tone', 'red');
    await expect(page.locator('article').nth(1)).toHaveAttribute('data-tone', 'orange');
    await context.close();
  });
}

test('the not-found answer offers the emergency number under SPEC’s text', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const response = await page.goto(`/tag/${randomCode()}`);
  expect(response?.status()).toBe(404);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(en('publicTag.error'));
  const button = await expectLargeCallAboveTheFold(page, 'Call 112', 'tel:112');
  const text = (await alert.boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(text.y + text.height);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(1);
});
