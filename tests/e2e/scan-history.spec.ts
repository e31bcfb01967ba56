// The parent's side of scans in Chromium (issue 16): the dashboard card's last scan, the tag page's
// "Scan alerts" switch (kept across a reload; issue 29 moved it there), the history screen listing a scan with what the responder shared,
// the browser's time zone sent by the register and sign-in forms, and axe on a phone and a desktop.
import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { scanEvents, tags, users } from '#server/db/schema/index.ts';
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { openStreetMapUrl } from '#shared/map-link.ts';
import { SCAN_HISTORY_PAGE } from '#shared/constants.ts';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { createScanEvent } from '../factories/scan-events.ts';
import { createVerifiedParent, PARENT_PASSWORD, signInAsNewParent, uniqueEmail } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const card = (page: Page, childName: string) => page.getByRole('article', { name: childName });
/** The tag page's History group, reached from the child's card (issue 29). */
async function historyGroupOf(page: Page, childName: string) {
  await card(page, childName)
    .getByRole('link', { name: en('tagPage.manageLabel', { childName }) })
    .click();
  return page.getByRole('region', { name: en('tagPage.historyHeading') });
}

test.describe('scan history', () => {
  // A zone of the browser's own, so the history's times are shown in it (not the machine's).
  test.use({ timezoneId: 'Europe/Rome' });

  test('the card shows the last scan, and the history screen lists it with what the responder shared', async ({
    page,
    context,
    server,
  }, testInfo) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await createOwnedTag(server, parent, 'Leo');
    // The dashboard counts from the browser's clock, the server's manual clock keeps the 90 days.
    const scannedAt = new Date(Date.now() - 2 * HOUR - 5 * MINUTE);
    await createScanEvent(server.db, tag.id, {
      scannedAt: new Date(Date.now() - 3 * 24 * HOUR),
      language: 'de',
    });
    await createScanEvent(server.db, tag.id, {
      scannedAt,
      device: 'Android phone, Chrome',
      language: 'it',
      whileLost: true,
      latitude: 45.464211,
      longitude: 9.190347,
      accuracy: 14.6,
      locationAt: new Date(scannedAt.getTime() + MINUTE),
      contactName: 'Anna',
      contactPhone: '+39 333 123 4567',
      contactMessage: 'She is with me at the station café.',
      contactAt: new Date(scannedAt.getTime() + 2 * MINUTE),
    });

    await page.goto(routes.dashboard);
    await expect(card(page, 'Mia')).toContainText(en('scanHistory.opened', { relative: '2 hours ago' }));
    // A card says nothing of openings until there is one; the tag page says "Not opened yet".
    await expect(card(page, 'Leo')).not.toContainText('Opened');
    await expect(card(page, 'Leo')).not.toContainText(en('scanHistory.notOpenedYet'));

    const miaHistory = await historyGroupOf(page, 'Mia');
    await expect(miaHistory).toContainText(en('scanHistory.opened', { relative: '2 hours ago' }));
    await miaHistory.getByRole('link', { name: en('scanHistory.historyLink') }).click();
    await expect(page).toHaveURL(routes.scanHistory(tag.id));
    await expect(
      page.getByRole('heading', { level: 1, name: en('scanHistory.heading', { childName: 'Mia' }) }),
    ).toBeVisible();
    // The responder's messages first, on their own (issue 28); then the openings, without them.
    const messages = page.getByTestId('responder-messages').getByTestId('scan-item');
    const items = page.getByTestId('openings').getByTestId('scan-item');
    await expect(
      page.getByRole('heading', { level: 2, name: en('scanHistory.sharesHeading') }),
    ).toBeVisible();
    await expect(messages).toHaveCount(1);
    await expect(items).toHaveCount(2);
    const newest = items.first();
    // The time in the browser's zone, the zone named.
    await expect(newest.getByRole('heading')).toHaveText(
      formatDateTime(scannedAt, 'en', { timeZone: 'Europe/Rome' }),
    );
    await expect(newest).toContainText('Android phone, Chrome');
    await expect(newest).toContainText('Italian');
    await expect(newest).toContainText(en('scanHistory.whileLost'));
    await expect(newest).not.toContainText('Anna');
    const message = messages.first();
    await expect(message).toContainText(
      `${en('scanHistory.location')} (${en('scanHistory.accuracy', { metres: 15 })})`,
    );
    await expect(message.getByRole('link', { name: en('scanHistory.openMap') })).toHaveAttribute(
      'href',
      openStreetMapUrl(45.464211, 9.190347),
    );
    await expect(message).toContainText('Anna');
    await expect(message).toContainText('She is with me at the station café.');
    await expect(
      message.getByRole('link', { name: en('scanHistory.call', { phone: '+39 333 123 4567' }) }),
    ).toHaveAttribute('href', 'tel:+393331234567');
    await expect(items.nth(1)).toContainText('German');
    await expect(items.nth(1)).not.toContainText(en('scanHistory.location'));

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(newest).toBeVisible();
      // Nothing wider than the screen (no sideways scrolling on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect((await new AxeBuilder({ page }).analyze()).violations, `${size.width}px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`history-${size.width}.png`), fullPage: true });
    }

    await page.getByRole('link', { name: en('scanHistory.backToDashboard') }).click();
    const leoHistory = await historyGroupOf(page, 'Leo');
    await expect(leoHistory).toContainText(en('scanHistory.notOpenedYet'));
    await leoHistory.getByRole('link', { name: en('scanHistory.historyLink') }).click();
    await expect(page.getByText(en('scanHistory.empty'))).toBeVisible();
    await expect(page.getByText(en('scanHistory.noShares'))).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('a flood of openings buries no message: it stays first, and older openings come a page at a time', async ({
    page,
    context,
    server,
  }, testInfo) => {
    // 151 items for axe to walk on a machine shared by parallel workers.
    test.slow();
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    const sharedAt = new Date(Date.now() - 5 * HOUR);
    await createScanEvent(server.db, tag.id, {
      scannedAt: sharedAt,
      contactName: 'Giulia',
      contactPhone: '+39 347 765 4321',
      contactMessage: 'I have your child at the station',
      contactAt: sharedAt,
    });
    // 150 openings after the share, a minute apart, in one statement.
    await server.db.insert(scanEvents).values(
      Array.from({ length: 150 }, (_, i) => ({
        id: randomUUID(),
        tagId: tag.id,
        scannedAt: new Date(sharedAt.getTime() + (i + 1) * MINUTE),
        clientHash: `flood-${i}`,
        device: 'Desktop, Chrome',
        language: 'en',
      })),
    );
    await page.goto(routes.scanHistory(tag.id));
    const messages = page.getByTestId('responder-messages').getByTestId('scan-item');
    const items = page.getByTestId('openings').getByTestId('scan-item');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText('I have your child at the station');
    await expect(items).toHaveCount(SCAN_HISTORY_PAGE);
    const older = page.getByRole('button', { name: en('scanHistory.showOlder') });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(older).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: testInfo.outputPath(`history-flood-${size.width}.png`) });
    }
    await older.click();
    await expect(items).toHaveCount(151);
    await expect(older).toBeHidden();
    await expect(messages).toHaveCount(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the "Scan alerts" switch keeps its state across a reload', async ({
    page,
    context,
    server,
  }, testInfo) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    const alertsOf = async () =>
      (await server.db.select({ on: tags.alertsEnabled }).from(tags).where(eq(tags.id, tag.id)))[0]!.on;

    await page.goto(routes.tagPage(tag.id));
    const alertsGroup = page.getByRole('region', { name: en('tagPage.alertsHeading') });
    const alertsSwitch = alertsGroup.getByRole('switch', { name: en('scanHistory.alertsSwitch') });
    await expect(alertsSwitch).toBeChecked();
    await alertsSwitch.click();
    await expect(alertsSwitch).not.toBeChecked();
    await expect(alertsSwitch).toBeEnabled();
    expect(await alertsOf()).toBe(false);

    await page.reload();
    await expect(alertsSwitch).not.toBeChecked();
    // The label works as a switch's label does: clicking it switches.
    await alertsGroup
      .locator('label')
      .filter({ hasText: en('scanHistory.alertsSwitch') })
      .click();
    await expect(alertsSwitch).toBeChecked();
    await expect(alertsSwitch).toBeEnabled();
    await page.reload();
    await expect(alertsSwitch).toBeChecked();
    expect(await alertsOf()).toBe(true);

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(alertsSwitch).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, `${size.width}px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`tag-page-${size.width}.png`), fullPage: true });
    }
  });

  test.describe('the browser’s time zone', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test('goes with registration and sign-in from the forms', async ({ page, server }) => {
      const zoneOf = async (email: string) =>
        (await server.db.select({ zone: users.timeZone }).from(users).where(eq(users.email, email)))[0]?.zone;

      const email = uniqueEmail('zone');
      await page.goto(routes.register);
      await page.getByLabel(en('auth.emailLabel')).fill(email);
      await page.getByLabel(en('auth.passwordLabel')).fill(PARENT_PASSWORD);
      await page.getByRole('button', { name: en('auth.registerButton') }).click();
      await expect(page).toHaveURL(routes.verifyEmail(email));
      expect(await zoneOf(email)).toBe('Asia/Tokyo');

      const parent = await createVerifiedParent(server);
      expect(parent.timeZone).toBeNull();
      await page.goto(routes.auth);
      await page.getByLabel(en('auth.emailLabel')).fill(parent.email);
      await page.getByLabel(en('auth.passwordLabel')).fill(PARENT_PASSWORD);
      await page.getByRole('button', { name: en('auth.loginButton') }).click();
      await expect(page.getByRole('heading', { name: en('dashboard.heading') })).toBeVisible();
      expect(await zoneOf(parent.email)).toBe('Asia/Tokyo');
    });
  });
});
