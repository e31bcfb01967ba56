// What a responder sends the parents (issue 16), in a real browser: the location (geolocation asked
// only on the tap) and a call-back number reach the parent's mail; the page's language; without
// JavaScript only the form (issue 35); the call buttons stay on the first screen of a 360 × 640 phone; axe stays clean.
import { AxeBuilder } from '@axe-core/playwright';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { createVerifiedParent } from './accounts.ts';
import { expect, test, waitForHydration, type E2EServer, type Page } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { createOwnedTag } from './owned-tags.ts';

const de = translate('de');
const PHONE_390 = { width: 390, height: 844 };
const COLOSSEUM = { latitude: 41.890251, longitude: 12.492373, accuracy: 18 };

async function parentWithTag(server: E2EServer) {
  const parent = await createVerifiedParent(server);
  const tag = await createOwnedTag(server, parent, 'Mia Rossi');
  return { parent, tag };
}

async function openPage(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page, '#root main');
}

test('a responder with geolocation allowed shares their location: the parent’s mail holds it', async ({
  browser,
  server,
}, testInfo) => {
  const { parent, tag } = await parentWithTag(server);
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE_390,
    geolocation: COLOSSEUM,
  });
  await context.grantPermissions(['geolocation']);
  const page = await context.newPage();
  const shared = page.waitForRequest((request) =>
    request.url().endsWith(`/api/tag/${tag.uniqueCode}/location`),
  );
  await openPage(page, `/tag/${tag.uniqueCode}`);

  await page.getByRole('button', { name: en('responder.location.share') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('responder.location.sent') })).toBeVisible();
  expect((await shared).postDataJSON()).toEqual(COLOSSEUM);

  const mail = await server.smtp.waitFor(parent.email);
  expect(mail.subject).toBe("Location shared from Mia Rossi's SafeKid page");
  expect(mail.text).toContain('41.890251, 12.492373 (within about 18 metres)');
  expect(mail.text).toContain(
    'https://www.openstreetmap.org/?mlat=41.890251&mlon=12.492373#map=17/41.890251/12.492373',
  );
  await page.screenshot({ path: testInfo.outputPath('location-sent-390.png'), fullPage: false });
  await context.close();
});

test('a responder who refuses the location is told, and may still send a number', async ({
  browser,
  server,
}) => {
  const { tag } = await parentWithTag(server);
  // No permission granted: the browser refuses the position, and nothing is sent.
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_390 });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await openPage(page, `/tag/${tag.uniqueCode}`);
  await page.getByRole('button', { name: en('responder.location.share') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('responder.location.denied') })).toBeVisible();
  expect(sent).toEqual([]);
  await context.close();
});

test('the contact form checks its fields, sends the number, and the parent’s mail holds it', async ({
  page,
  server,
}, testInfo) => {
  const { parent, tag } = await parentWithTag(server);
  await page.setViewportSize(PHONE_390);
  await openPage(page, `/tag/${tag.uniqueCode}`);
  const open = page.getByRole('button', { name: en('responder.phoneNumber.open') });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');

  // Nothing typed: both fields say what they need; nothing is sent.
  await page.getByRole('button', { name: en('responder.phoneNumber.send'), exact: true }).click();
  await expect(page.getByLabel(en('responder.phoneNumber.nameLabel'))).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText(en('responder.phoneNumber.nameRequired'))).toBeVisible();
  await expect(page.getByText(en('responder.phoneNumber.phoneInvalid'))).toBeVisible();
  await expect(page.getByLabel(en('responder.phoneNumber.nameLabel'))).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('contact-errors-390.png'), fullPage: true });

  await page.getByLabel(en('responder.phoneNumber.nameLabel')).fill('Giulia Bianchi');
  await page.getByLabel(en('responder.phoneNumber.phoneLabel')).fill('+39 347 765 4321');
  await page.getByLabel(en('responder.phoneNumber.messageLabel')).fill('We are by the fountain with Mia.');
  await page.getByRole('button', { name: en('responder.phoneNumber.send'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: en('responder.phoneNumber.sent') })).toBeVisible();

  const mail = await server.smtp.waitFor(parent.email);
  expect(mail.subject).toBe('Call back the person who found Mia Rossi');
  expect(mail.text).toContain('Name: Giulia Bianchi');
  expect(mail.text).toContain('Phone: +39 347 765 4321 (tel:+393477654321)');
  expect(mail.text).toContain('Message: We are by the fountain with Mia.');
  await page.screenshot({ path: testInfo.outputPath('contact-sent-390.png'), fullPage: true });
});

test('a German page offers both in German', async ({ browser, server }, testInfo) => {
  const { parent, tag } = await parentWithTag(server);
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_390, locale: 'de-DE' });
  const page = await context.newPage();
  await openPage(page, `/tag/${tag.uniqueCode}`);
  await expect(page.getByRole('button', { name: de('responder.location.share') })).toBeVisible();
  await page.getByRole('button', { name: de('responder.phoneNumber.open') }).click();
  await page.getByLabel(de('responder.phoneNumber.nameLabel')).fill('Jonas');
  await page.getByLabel(de('responder.phoneNumber.phoneLabel')).fill('0171 234567');
  await expect(page.getByLabel(de('responder.phoneNumber.messageLabel'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('german-form-390.png'), fullPage: true });
  await page.getByRole('button', { name: de('responder.phoneNumber.send'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: de('responder.phoneNumber.sent') })).toBeVisible();
  expect((await server.smtp.waitFor(parent.email)).text).toContain('Phone: 0171 234567');
  await context.close();
});

test('over the share limit the page says how long to wait, in the page’s language', async ({
  browser,
  server,
}, testInfo) => {
  const { tag } = await parentWithTag(server);
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE_390,
    locale: 'de-DE',
    geolocation: COLOSSEUM,
  });
  await context.grantPermissions(['geolocation']);
  const page = await context.newPage();
  await openPage(page, `/tag/${tag.uniqueCode}`);
  const share = page.getByRole('button', { name: de('responder.location.share') });
  const answer = () =>
    page.waitForResponse((response) => response.url().endsWith(`/api/tag/${tag.uniqueCode}/location`));
  // A responder tapping again and again: five shares from one address in 10 minutes go through.
  for (let i = 0; i < 5; i++) {
    const answered = answer();
    await share.click();
    expect((await answered).status()).toBe(202);
  }
  const refused = answer();
  await share.click();
  expect((await refused).status()).toBe(429);
  // Not a bare "try again": the wait the server asked for, in German, with its plural.
  await expect(page.getByRole('status').filter({ hasText: 'Bitte warten Sie 10 Minuten' })).toBeVisible();

  await page.getByRole('button', { name: de('responder.phoneNumber.open') }).click();
  await page.getByLabel(de('responder.phoneNumber.nameLabel')).fill('Jonas');
  await page.getByLabel(de('responder.phoneNumber.phoneLabel')).fill('0171 234567');
  await page.getByRole('button', { name: de('responder.phoneNumber.send'), exact: true }).click();
  await expect(page.locator('#share-phone').getByRole('status')).toContainText('Bitte warten Sie 10 Minuten');
  await page.screenshot({ path: testInfo.outputPath('share-limit-de-390.png'), fullPage: true });
  await context.close();
});

test('until the page’s script runs, the share buttons look unavailable; then they work', async ({
  page,
  server,
}) => {
  const { tag } = await parentWithTag(server);
  await page.setViewportSize(PHONE_390);
  // A slow link: the server's page is shown, its script has not arrived yet.
  const script = await holdRequests(page, /\.js(\?|$)/);
  await page.goto(`/tag/${tag.uniqueCode}`, { waitUntil: 'commit' });
  await script.arrived;
  const share = page.getByRole('button', { name: en('responder.location.share') });
  const open = page.getByRole('button', { name: en('responder.phoneNumber.open') });
  await expect(share).toBeVisible();
  await expect(share).toBeDisabled();
  await expect(open).toBeDisabled();

  await script.release();
  await waitForHydration(page, '#root main');
  await expect(share).toBeEnabled();
  await open.click();
  await expect(page.getByLabel(en('responder.phoneNumber.nameLabel'))).toBeVisible();
});

test('without JavaScript the location button is not shown, the call-back form is open', async ({
  browser,
  server,
}) => {
  const { tag } = await parentWithTag(server);
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/tag/${tag.uniqueCode}`);
  await expect(page.getByRole('link', { name: 'Call 112' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mia Rossi' })).toBeVisible();
  // Only sharing a location needs the script (the browser's position does): hidden where it cannot run.
  await expect(page.getByRole('button', { name: en('responder.location.share') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('responder.phoneNumber.open') })).toHaveCount(0);
  await expect(page.getByLabel(en('responder.phoneNumber.nameLabel'))).toBeVisible();
  await context.close();
});

test('on a 360 × 640 phone the call buttons stay on the first screen, the shares below them', async ({
  browser,
  server,
}) => {
  const { tag } = await parentWithTag(server);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await openPage(page, `/tag/${tag.uniqueCode}`);
  const share = page.getByRole('button', { name: en('responder.location.share') });
  await expect(share).toBeVisible();
  const call = (await page.getByRole('link', { name: 'Call 112' }).boundingBox())!;
  const shareBox = (await share.boundingBox())!;
  expect(call.y + call.height).toBeLessThanOrEqual(640);
  expect(shareBox.y).toBeGreaterThan(call.y + call.height);
  expect(shareBox.height).toBeGreaterThanOrEqual(48);
  await context.close();
});

test('axe: the shares and the open form, with its errors, in every language', async ({ page, server }) => {
  const { tag } = await parentWithTag(server);
  for (const language of LANGUAGES) {
    const text = translate(language);
    await openPage(page, `/tag/${tag.uniqueCode}?lang=${language}`);
    await page.getByRole('button', { name: text('responder.phoneNumber.open') }).click();
    await page.getByRole('button', { name: text('responder.phoneNumber.send'), exact: true }).click();
    await expect(page.getByText(text('responder.phoneNumber.phoneInvalid'))).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, language).toEqual([]);
  }
});

test('a pasted message longer than allowed is kept whole, counted, and refused until shortened (German)', async ({
  browser,
  server,
}) => {
  const { parent, tag } = await parentWithTag(server);
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_390, locale: 'de-DE' });
  const page = await context.newPage();
  await openPage(page, `/tag/${tag.uniqueCode}`);
  await page.getByRole('button', { name: de('responder.phoneNumber.open') }).click();
  await page.getByLabel(de('responder.phoneNumber.nameLabel')).fill('Jonas');
  await page.getByLabel(de('responder.phoneNumber.phoneLabel')).fill('0171 234567');
  const message = page.getByLabel(de('responder.phoneNumber.messageLabel'));
  const long = `${'Wir sind am Brunnen. '.repeat(25)}`.trim(); // 524 characters
  await message.fill(long);
  await expect(message).toHaveValue(long);
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('24 Zeichen zu viel. Es wurde nichts gekürzt')).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await page.getByRole('button', { name: de('responder.phoneNumber.send'), exact: true }).click();
  await expect(message).toBeFocused();
  expect(sent).toEqual([]);

  await message.fill(long.slice(0, 500));
  await expect(page.getByText('500 / 500')).toBeVisible();
  await page.getByRole('button', { name: de('responder.phoneNumber.send'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: de('responder.phoneNumber.sent') })).toBeVisible();
  expect((await server.smtp.waitFor(parent.email)).text).toContain(`Message: ${long.slice(0, 500).trim()}`);
  await context.close();
});
