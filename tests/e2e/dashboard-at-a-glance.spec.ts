// Issue 29 §3, a dashboard a parent reads at a glance, at 390 × 844 and 1280 × 800: each card holds
// SPEC's lines, one status and five controls, and is at most 420 px tall on a phone (a normal, a lost
// and a card-only profile); the figures are one compact row; everything else is on the tag's own page,
// grouped, with Deactivate apart in the danger zone; a profile made without a code says it has no
// bracelet and links one later.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, TestInfo } from '@playwright/test';
import { scanEvents } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';
import { en } from '../helpers/messages.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const CARD_MAX_HEIGHT = 420;
const STATS_MAX_HEIGHT = 90;
/** Edit, View, Copy link, Lost mode (or End lost mode), Manage: nothing else on a card. */
const CARD_CONTROLS = 5;
const SHOTS = process.env.SHOTS_DIR;
const shot = (testInfo: TestInfo, name: string) => (SHOTS ? `${SHOTS}/${name}` : testInfo.outputPath(name));
// Three children and two screen sizes on a shared machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const cardOf = (page: Page, childName: string) =>
  page.getByTestId('tag-card').filter({ has: page.getByRole('heading', { name: childName, exact: true }) });

/** A profile made as SPEC's /form-builder makes it: POST /api/tags, no bracelet code. */
async function createCardOnlyProfile(context: BrowserContext, childName: string) {
  const res = await context.request.post('/api/tags', {
    data: { childName, childAge: 4, fields: [{ title: 'Allergies', content: 'Bees' }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; uniqueCode: string };
}

const openedAnHourAgo = (tagId: string) => ({
  id: randomUUID(),
  tagId,
  scannedAt: new Date(Date.now() - 60 * 60_000),
  clientHash: `glance-${tagId}`,
  device: 'Android phone, Chrome',
  language: 'en',
});

/**
 * Mia opened an hour ago; Leo the tallest a card gets: opened, lost, with the longest message; Ada made
 * without a bracelet.
 */
async function threeChildren(server: E2EServer, context: BrowserContext) {
  const parent = await signInAsNewParent(server, context);
  const mia = await createOwnedTag(server, parent, 'Mia');
  const leo = await createOwnedTag(server, parent, 'Leo');
  await server.db.insert(scanEvents).values([openedAnHourAgo(mia.id), openedAnHourAgo(leo.id)]);
  const lost = await context.request.put(`/api/tags/${leo.id}/lost`, {
    data: {
      message: 'I am lost, please call my dad. '.repeat(7).slice(0, 200),
      phone: '+39 347 123 4567',
      hours: 24,
    },
  });
  expect(lost.status(), await lost.text()).toBe(200);
  const ada = await createCardOnlyProfile(context, 'Ada');
  return { mia, leo, ada };
}

test('each card reads at a glance: SPEC lines, one status, five controls, ≤ 420 px on a phone', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: server.url });
  const { mia, ada } = await threeChildren(server, context);
  const page = await context.newPage();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(routes.dashboard);
    await expect(page.getByRole('heading', { name: en('dashboard.heading'), level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: en('dashboard.addNewTag') })).toBeVisible();

    // SPEC's figures, one row of three, compact.
    const stats = page.getByTestId('stat-cards');
    await expect(stats).toContainText(`${en('dashboard.statActiveTags')}3`);
    await expect(stats).toContainText(`${en('dashboard.statFields')}3`);
    await expect(stats).toContainText(en('dashboard.statLastUpdate'));
    const statsBox = (await stats.boundingBox())!;
    expect(statsBox.height).toBeLessThanOrEqual(STATS_MAX_HEIGHT);
    const tiles = await stats
      .locator(':scope > *')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().y));
    expect(tiles).toHaveLength(3);
    expect(new Set(tiles).size).toBe(1);

    const cards = {
      Mia: { status: en('tagPage.statusActive'), extra: en('scanHistory.opened', { relative: '' }) },
      Leo: { status: en('tagPage.statusLost'), extra: en('scanHistory.opened', { relative: '' }) },
      Ada: { status: en('tagPage.statusNoBracelet'), extra: en('dashboard.age', { n: 4 }) },
    };
    await expect(cardOf(page, 'Leo').getByRole('button', { name: en('lostMode.end') })).toBeVisible();
    const tops: number[] = [];
    for (const [name, { status, extra }] of Object.entries(cards)) {
      const card = cardOf(page, name);
      await expect(card).toContainText(status);
      await expect(card).toContainText(extra);
      // SPEC §2's lines, exactly as text.ts has them.
      await expect(card).toContainText(en('dashboard.fieldsConfigured', { n: 1 }));
      await expect(card).toContainText(`${en('dashboard.tagId')}:`);
      await expect(card).toContainText(en('dashboard.updated', { relative: '' }));
      await expect(card.getByRole('link', { name: en('dashboard.edit'), exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: en('dashboard.view'), exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: en('dashboard.copyLink') })).toBeVisible();
      await expect(
        card.getByRole('link', { name: en('tagPage.manageLabel', { childName: name }) }),
      ).toBeVisible();
      // Nothing of the tag page's is left on the card.
      await expect(card.getByRole('img')).toHaveCount(0);
      await expect(card.getByRole('switch')).toHaveCount(0);
      await expect(card.getByText(en('tagRetirement.deactivate'), { exact: true })).toHaveCount(0);
      expect(await card.locator('a, button').count()).toBe(CARD_CONTROLS);
      const box = (await card.boundingBox())!;
      if (size.width === 390) expect(box.height, `${name}'s card`).toBeLessThanOrEqual(CARD_MAX_HEIGHT);
      console.log(`${size.name}: ${name}'s card ${Math.round(box.height)} px, ${CARD_CONTROLS} controls`);
      tops.push(box.y);
    }
    await expect(cardOf(page, 'Mia')).toContainText(mia.uniqueCode);
    await expect(cardOf(page, 'Ada')).toContainText(ada.uniqueCode);
    // The desktop keeps its grid: the three cards side by side.
    if (size.width === 1280) expect(new Set(tops).size).toBe(1);
    await page.screenshot({ path: shot(testInfo, `glance-dashboard-${size.name}.png`), fullPage: true });
  }
  await context.close();
});

test("the tag page, from the card's Manage: titled groups, Deactivate apart in the danger zone", async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: server.url });
  const parent = await signInAsNewParent(server, context);
  const mia = await createOwnedTag(server, parent, 'Mia');
  const page = await context.newPage();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(routes.dashboard);
    await cardOf(page, 'Mia')
      .getByRole('link', { name: en('tagPage.manageLabel', { childName: 'Mia' }) })
      .click();
    await expect(page).toHaveURL(routes.tagPage(mia.id));
    await expect(page.getByRole('heading', { name: 'Mia', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: en('dashboard.edit'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: en('dashboard.view'), exact: true })).toBeVisible();

    const group = (name: string) => page.getByRole('region', { name });
    await expect(group(en('tagPage.shareHeading')).getByRole('img')).toBeVisible();
    await expect(
      group(en('tagPage.shareHeading')).getByRole('link', { name: /Print emergency card/ }),
    ).toBeVisible();
    await expect(group(en('tagPage.pinHeading')).getByTestId('tag-pin')).toBeVisible();
    await expect(group(en('tagPage.alertsHeading')).getByRole('switch')).toBeChecked();
    await expect(
      group(en('tagPage.alertsHeading')).getByRole('button', { name: en('scanHistory.testAlert') }),
    ).toBeVisible();
    await expect(
      group(en('tagPage.historyHeading')).getByRole('link', { name: en('scanHistory.historyLink') }),
    ).toBeVisible();
    await expect(
      group(en('tagPage.braceletHeading')).getByRole('button', { name: en('tagRetirement.move') }),
    ).toBeVisible();

    // Deactivate: only in the danger zone, which is the page's last group, and it looks destructive.
    const danger = group(en('tagPage.dangerHeading'));
    const deactivate = page.getByRole('button', { name: en('tagRetirement.deactivate') });
    await expect(deactivate).toHaveCount(1);
    await expect(danger.getByRole('button', { name: en('tagRetirement.deactivate') })).toBeVisible();
    await expect(
      group(en('tagPage.braceletHeading')).getByRole('button', { name: en('tagRetirement.deactivate') }),
    ).toHaveCount(0);
    const dangerTop = (await danger.boundingBox())!.y;
    for (const other of [
      en('tagPage.shareHeading'),
      en('tagPage.historyHeading'),
      en('tagPage.braceletHeading'),
    ]) {
      const box = (await group(other).boundingBox())!;
      expect(box.y + box.height, `${other} above the danger zone`).toBeLessThan(dangerTop);
    }
    const red = await deactivate.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el).borderColor,
    ]);
    const move = group(en('tagPage.braceletHeading')).getByRole('button', { name: en('tagRetirement.move') });
    const plain = await move.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).borderColor]);
    expect(red).not.toEqual(plain);
    // Tailwind's colours are lab(): the canvas turns each into sRGB to compare.
    const rgb = (css: string) =>
      page.evaluate((color) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
      }, css);
    for (const color of red) {
      const [r, g, b] = await rgb(color);
      expect(r! - Math.max(g!, b!), `${color} is red`).toBeGreaterThan(80);
    }
    await page.screenshot({ path: shot(testInfo, `glance-tag-page-${size.name}.png`), fullPage: true });
  }

  // Another parent's tag, and a malformed id: the edit page's 'Tag not found'.
  const stranger = await browser.newContext({ baseURL: server.url });
  await signInAsNewParent(server, stranger);
  const strangerPage = await stranger.newPage();
  for (const id of [mia.id, 'not-a-uuid']) {
    await strangerPage.goto(routes.tagPage(id));
    await expect(strangerPage.getByRole('alert').filter({ hasText: en('form.notFound') })).toBeVisible();
    await expect(strangerPage.getByTestId('tag-pin')).toHaveCount(0);
  }
  await stranger.close();
  await context.close();
});

test("one created without a code shows 'no bracelet linked' and links one later", async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: server.url });
  await signInAsNewParent(server, context);
  const page = await context.newPage();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const name = `Ada ${size.name}`;
    const profile = await createCardOnlyProfile(context, name);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });

    await page.goto(routes.dashboard);
    const card = cardOf(page, name);
    await expect(card.getByTestId('tag-no-bracelet')).toHaveText(en('tagPage.statusNoBracelet'));
    await card.getByRole('link', { name: en('tagPage.manageLabel', { childName: name }) }).click();
    await expect(page).toHaveURL(routes.tagPage(profile.id));
    const bracelets = page.getByRole('region', { name: en('tagPage.braceletHeading') });
    await expect(bracelets).toContainText(en('tagPage.braceletNotLinked'));
    await expect(bracelets.getByRole('button', { name: en('tagRetirement.move') })).toHaveCount(0);
    // Its page works without a bracelet: the QR code and the card are there.
    await expect(
      page.getByRole('region', { name: en('tagPage.shareHeading') }).getByRole('img'),
    ).toBeVisible();

    await bracelets.getByRole('button', { name: en('tagPage.linkBracelet') }).click();
    const dialog = page.getByRole('dialog', { name: en('tagPage.linkTitle') });
    await dialog.getByLabel(en('tagPage.linkCodeLabel')).fill(bracelet!.uniqueCode.toLowerCase());
    await page.screenshot({ path: shot(testInfo, `glance-link-dialog-${size.name}.png`) });
    await dialog.getByRole('button', { name: en('tagPage.linkConfirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(en('tagPage.linkedDescription', { code: bracelet!.uniqueCode })).first(),
    ).toBeVisible();
    // The profile now lives on the bracelet's tag: the page follows it.
    await expect(page).toHaveURL(routes.tagPage(bracelet!.id));
    await expect(page.getByTestId('tag-active')).toBeVisible();
    await expect(bracelets.getByRole('button', { name: en('tagRetirement.move') })).toBeVisible();
    await expect(bracelets).toContainText(en('tagPage.braceletLinked'));

    await page.getByRole('link', { name: en('scanHistory.backToDashboard') }).click();
    await expect(cardOf(page, name).getByTestId('tag-active')).toBeVisible();
    await expect(cardOf(page, name)).toContainText(bracelet!.uniqueCode);
    await expect(page.getByTestId('tag-no-bracelet')).toHaveCount(0);

    const responder = await browser.newPage({ viewport: size, baseURL: server.url });
    await responder.goto(routes.publicTag(bracelet!.uniqueCode));
    await expect(responder.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    await responder.close();
  }
  await context.close();
});
