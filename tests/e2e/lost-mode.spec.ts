// Lost-child mode (issue 16) in the browser: the parent switches it on from the dashboard card (a phone
// and a desktop), the responder's page opens with the banner and its call button on the first screen
// of a 360 × 640 phone (JavaScript on and off, German too), and everything is back to normal once the
// time is up (the server's clock moved) or the parent ends it. A pasted message longer than allowed is
// kept whole and said so, never cut behind the parent's back.
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { tags } from '#server/db/schema/index.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { HOUR_MS } from '#server/infra/rate-limit/rate-limiter.ts';
import { LOST_MESSAGE_MAX_LENGTH } from '#shared/schemas/lost-mode.ts';
import { routes } from '#shared/paths.ts';
import { signInAsNewParent } from './accounts.ts';
import { focusInside } from './dialogs.ts';
import type { Locator } from '@playwright/test';
import { expect, test, waitForHydration, type Page } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';

const PHONE = { width: 360, height: 640 };
const MESSAGE = "I'm lost. Please call my dad, he is near the big fountain.";
const NUMBER = '+39 347 765 4321';

/** A link on the first screen of the 360 × 640 phone with a 48 px target. */
async function expectOnFirstScreen(page: Page, name: string, href: string) {
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toHaveAttribute('href', href);
  const box = (await link.boundingBox())!;
  expect(box.height, `${name} height`).toBeGreaterThanOrEqual(48);
  expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(PHONE.height);
  return box;
}

/** On how many lines the text of `number` inside the element is laid out (no-break spaces count as spaces). */
function linesOfNumber(element: Locator, number: string): Promise<number> {
  return element.evaluate((node, wanted) => {
    const text = [...node.childNodes].find(
      (child) => child.nodeType === Node.TEXT_NODE && /\d/.test(child.textContent ?? ''),
    )!;
    const start = text.textContent!.replace(/\u00a0/g, ' ').indexOf(wanted);
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + wanted.length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }, number);
}

async function switchOnFromTheDashboard(page: Page, hours: string, screenshot?: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: en('lostMode.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('lostMode.dialogTitle') });
  await expect(dialog).toBeVisible();
  // Nothing filled in: the schema's messages under the inputs, nothing sent.
  await dialog.getByRole('button', { name: en('lostMode.start') }).click();
  await expect(dialog.getByText(en('lostMode.messageRequired'))).toBeVisible();
  await expect(dialog.getByText(en('lostMode.phoneInvalid'))).toBeVisible();
  await dialog.getByLabel(en('lostMode.messageLabel')).fill(MESSAGE);
  await dialog.getByLabel(en('lostMode.phoneLabel')).fill(NUMBER);
  await dialog.getByRole('radio', { name: hours, exact: true }).check();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('button', { name: en('lostMode.start') }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} × ${viewport.height}: the parent switches lost mode on and ends it; the page follows`, async ({
    browser,
    server,
  }, testInfo) => {
    const context = await browser.newContext({ viewport, baseURL: server.url });
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    const page = await context.newPage();
    await switchOnFromTheDashboard(
      page,
      en('lostMode.hours.24'),
      testInfo.outputPath(`dialog-${viewport.width}.png`),
    );
    const card = page.getByTestId('tag-card');
    await expect(card.getByText(/^Lost until /)).toBeVisible();
    await expect(card.getByText(MESSAGE)).toBeVisible();
    // The number the page's button dials, for the parent to check; the message's own line breaks kept.
    await expect(card.getByTestId('lost-phone')).toContainText(NUMBER);
    expect(await linesOfNumber(card.getByTestId('lost-phone'), NUMBER)).toBe(1);
    await expect(card.getByTestId('lost-message')).toHaveCSS('white-space', 'pre-line');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`dashboard-lost-${viewport.width}.png`),
      fullPage: true,
    });

    const responder = await browser.newPage({ viewport, baseURL: server.url });
    await responder.goto(`/tag/${tag.uniqueCode}`);
    await expect(responder.getByTestId('lost-banner')).toContainText(MESSAGE);
    await responder.screenshot({ path: testInfo.outputPath(`public-lost-${viewport.width}.png`) });
    await responder.close();

    // Ending asks first: Cancel keeps the banner, confirming ends it.
    await card.getByRole('button', { name: en('lostMode.end') }).click();
    const ask = page.getByRole('dialog', { name: 'End lost mode?' });
    await expect(ask).toContainText('Only end it when your child is safe.');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(card.getByTestId('lost-mode')).toBeVisible();
    await card.getByRole('button', { name: en('lostMode.end') }).click();
    await ask.getByRole('button', { name: en('lostMode.end') }).click();
    await expect(card.getByRole('button', { name: en('lostMode.open'), exact: true })).toBeVisible();
    const after = await browser.newPage({ baseURL: server.url });
    await after.goto(`/tag/${tag.uniqueCode}`);
    await expect(after.getByRole('heading', { name: 'Mia' })).toBeVisible();
    await expect(after.getByTestId('lost-banner')).toHaveCount(0);
    await after.close();
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: the banner opens the page, its call button and the emergency number on the first screen; gone when the time is up`, async ({
    browser,
    server,
  }) => {
    const parentContext = await browser.newContext({ baseURL: server.url });
    const parent = await signInAsNewParent(server, parentContext);
    const tag = await createOwnedTag(server, parent, 'Leonardo');
    await switchOnFromTheDashboard(await parentContext.newPage(), en('lostMode.hours.4'));

    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE, baseURL: server.url });
    const page = await context.newPage();
    await page.goto(`/tag/${tag.uniqueCode}`);
    if (javaScriptEnabled) await waitForHydration(page, '#root main');
    const banner = page.getByRole('region', { name: en('responder.lostChild.title') });
    await expect(banner).toContainText(MESSAGE);
    const call = await expectOnFirstScreen(
      page,
      en('responder.lostChild.call', { phone: NUMBER }),
      'tel:+393477654321',
    );
    const emergency = await expectOnFirstScreen(page, 'Call 112', 'tel:112');
    // The number is read on one line, never split across two.
    const numberLines = await linesOfNumber(
      page.getByRole('link', { name: en('responder.lostChild.call', { phone: NUMBER }) }),
      NUMBER,
    );
    expect(numberLines).toBe(1);
    // Above everything: the banner comes before the logo, the heading and the emergency button.
    const header = (await page.locator('header').boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeLessThan(header.y);
    expect(call.y).toBeLessThan(emergency.y);
    // axe runs as a script in the page: only where the page may run one.
    if (javaScriptEnabled) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // The location is what the parents most need now: its button is the prominent, full-width one.
    if (javaScriptEnabled) {
      const share = page.getByRole('button', { name: en('responder.location.share') });
      await expect(share).toHaveAttribute('data-prominent', 'true');
      const main = (await page.locator('main').boundingBox())!;
      expect((await share.boundingBox())!.width).toBeGreaterThan(main.width * 0.8);
    }

    // The time is up (the server's clock): the next visit shows the page without the banner.
    server.clock.advance(4 * HOUR_MS);
    await page.goto(`/tag/${tag.uniqueCode}`);
    await expect(page.getByRole('heading', { name: 'Leonardo' })).toBeVisible();
    await expect(page.getByTestId('lost-banner')).toHaveCount(0);
    if (javaScriptEnabled) {
      await waitForHydration(page, '#root main');
      const share = page.getByRole('button', { name: en('responder.location.share') });
      await expect(share).not.toHaveAttribute('data-prominent');
    }
    await context.close();
    await parentContext.close();
  });
}

test('JavaScript off, German: the banner speaks German around the parent’s own words', async ({
  browser,
  server,
}) => {
  const parentContext = await browser.newContext({ baseURL: server.url });
  const parent = await signInAsNewParent(server, parentContext);
  const tag = await createOwnedTag(server, parent, 'Lena');
  await switchOnFromTheDashboard(await parentContext.newPage(), en('lostMode.hours.72'));

  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    locale: 'de-DE',
    baseURL: server.url,
  });
  const page = await context.newPage();
  await page.goto(`/tag/${tag.uniqueCode}`);
  const de = translate('de');
  const banner = page.getByRole('region', { name: de('responder.lostChild.title') });
  await expect(banner).toContainText(MESSAGE);
  await expect(banner).toContainText(de('responder.lostChild.body'));
  await expectOnFirstScreen(page, de('responder.lostChild.call', { phone: NUMBER }), 'tel:+393477654321');
  await context.close();
  await parentContext.close();
});

test('a pasted message longer than allowed is kept whole, counted and refused until shortened; what is sent is what the box shows', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.url });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const parent = await signInAsNewParent(server, context);
  await createOwnedTag(server, parent, 'Mia');
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/lost')) sent.push(request.postData() ?? '');
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: en('lostMode.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('lostMode.dialogTitle') });
  const box = dialog.getByLabel(en('lostMode.messageLabel'));
  const count = dialog.getByTestId('lost-message-count');
  await expect(count).toHaveText(en('lostMode.messageCount', { length: 0, max: LOST_MESSAGE_MAX_LENGTH }));
  await box.fill(MESSAGE);
  await expect(count).toHaveText(
    en('lostMode.messageCount', { length: MESSAGE.length, max: LOST_MESSAGE_MAX_LENGTH }),
  );

  // 250 characters pasted as a parent pastes them (the clipboard, Ctrl+V): nothing is cut.
  const long = `${MESSAGE} ${'He has a red cap and blue shoes. '.repeat(6)}`.slice(0, 246) + ' END';
  expect(long).toHaveLength(250);
  await box.fill('');
  await page.evaluate((text) => navigator.clipboard.writeText(text), long);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(box).toHaveValue(long);
  await expect(count).toHaveText(en('lostMode.messageCount', { length: 250, max: LOST_MESSAGE_MAX_LENGTH }));
  const notice = dialog.getByText(en('lostMode.messageOver', { extra: 50 }));
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(
    new RegExp(en('lostMode.messageOver', { extra: 50 }).slice(0, 30)),
  );
  await dialog.getByLabel(en('lostMode.phoneLabel')).fill(NUMBER);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({
    path: process.env.SHOTS_DIR
      ? `${process.env.SHOTS_DIR}/lost-message-too-long.png`
      : testInfo.outputPath('lost-message-too-long.png'),
  });
  // Too long is refused here, not cut: nothing sent, the dialog stays, the whole text still in the box.
  await dialog.getByRole('button', { name: en('lostMode.start') }).click();
  await expect(dialog).toBeVisible();
  await expect(box).toHaveValue(long);
  expect(sent).toEqual([]);

  // The parent deletes the end themselves: the count follows, the notice goes, and the box is sent.
  await box.press('End');
  for (let i = 0; i < 50; i++) await box.press('Backspace');
  // Counted as it is sent: trimmed (the 200th character here is a space).
  const kept = long.slice(0, 200).trim();
  await expect(box).toHaveValue(long.slice(0, 200));
  await expect(count).toHaveText(
    en('lostMode.messageCount', { length: kept.length, max: LOST_MESSAGE_MAX_LENGTH }),
  );
  await expect(notice).toBeHidden();
  await expect(box).not.toHaveAttribute('aria-invalid');
  const shown = await box.inputValue();
  await dialog.getByRole('button', { name: en('lostMode.start') }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!).message).toBe(kept);
  expect(shown.trim()).toBe(kept);
  await expect(page.getByTestId('tag-card').getByText(kept)).toBeVisible();
  await context.close();
});

test('by keyboard: focus comes back to the card after Esc, after switching on and after ending; with alerts off the tag page says lost mode still mails', async ({
  page,
  context,
  server,
}) => {
  const parent = await signInAsNewParent(server, context);
  const tag = await createOwnedTag(server, parent, 'Mia');
  await server.db.update(tags).set({ alertsEnabled: false }).where(eq(tags.id, tag.id));
  await page.goto('/dashboard');
  const card = page.getByTestId('tag-card');
  const open = card.getByRole('button', { name: en('lostMode.open'), exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: en('lostMode.dialogTitle') });
  await focusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByLabel(en('lostMode.messageLabel')).fill(MESSAGE);
  await dialog.getByLabel(en('lostMode.phoneLabel')).fill(NUMBER);
  await dialog.getByRole('button', { name: en('lostMode.start') }).press('Enter');
  await expect(dialog).toBeHidden();
  const end = card.getByRole('button', { name: en('lostMode.end') });
  await expect(end).toBeFocused();

  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'End lost mode?' });
  await focusInside(ask);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(end).toBeFocused();
  await page.keyboard.press('Enter');
  await ask.getByRole('button', { name: en('lostMode.end') }).press('Enter');
  await expect(open).toBeFocused();

  // The alerts switch lives on the tag's own page (issue 29): while lost, it says so beside the switch.
  const note = page.getByTestId('alerts-while-lost');
  const lost = await page.request.put(`/api/tags/${tag.id}/lost`, {
    data: { message: MESSAGE, phone: NUMBER, hours: 4 },
  });
  expect(lost.status()).toBe(200);
  await page.goto(routes.tagPage(tag.id));
  await expect(page.getByRole('switch')).not.toBeChecked();
  await expect(note).toHaveText(
    'Lost mode is on: every opening is mailed to you until it ends, even with alerts off.',
  );
  expect((await page.request.delete(`/api/tags/${tag.id}/lost`)).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('switch')).not.toBeChecked();
  await expect(note).toHaveCount(0);
});
