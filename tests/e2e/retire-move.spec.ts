// A lost or broken band (issue 17) in the browser, on a 390 × 844 phone: the parent deactivates a tag
// from its tag page's danger zone (issue 29; a confirmation first) and its page shows the 410 notice;
// the parent moves the profile to a new bracelet by typing its printed code, and the new code's page
// shows the child.
import { AxeBuilder } from '@axe-core/playwright';
import { routes } from '#shared/paths.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';
import { en } from '../helpers/messages.ts';

const PHONE = { width: 390, height: 844 };
// docs/spec/SPEC.md §2, the public page's error; issue 17 has retired tags answer it with 410.
const SPEC_GONE = 'Tag not found or no longer active. Please contact the tag owner.';
const SHOTS = process.env.SHOTS_DIR;
// Two pages, a dialog and a database move on a shared machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

test('the parent deactivates a tag: after confirming, its page answers 410 with the notice', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
  const parent = await signInAsNewParent(server, context);
  const tag = await createOwnedTag(server, parent, 'Mia');
  const page = await context.newPage();
  await page.goto('/dashboard');
  // SPEC §2's labels; the tag's field is on its page, so it counts.
  await expect(page.getByTestId('stat-cards')).toContainText('Emergency Fields1');
  const card = page.getByTestId('tag-card');
  await card.getByRole('link', { name: en('tagPage.manageLabel', { childName: 'Mia' }) }).click();
  const danger = page.getByRole('region', { name: en('tagPage.dangerHeading') });
  await danger.getByRole('button', { name: en('tagRetirement.deactivate') }).click();
  const dialog = page.getByRole('dialog', { name: en('tagRetirement.deactivateTitle') });
  await expect(dialog).toContainText('stops working');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({
    path: SHOTS ? `${SHOTS}/retire-deactivate-dialog.png` : testInfo.outputPath('deactivate.png'),
  });
  await dialog.getByRole('button', { name: en('tagRetirement.deactivateConfirm') }).click();
  await expect(dialog).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.getByTestId('tag-deactivated')).toHaveText('Deactivated');
  await expect(main.getByRole('heading', { name: 'Mia' })).toBeVisible();
  await expect(main.getByRole('button', { name: en('tagRetirement.deactivate') })).toHaveCount(0);
  // What only a working band needs is gone; the child's data, its history and the move stay.
  await expect(main.getByTestId('tag-pin')).toHaveCount(0);
  await expect(main.getByRole('img')).toHaveCount(0);
  await expect(main.getByRole('switch')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'View', exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Scan history' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(main.getByRole('button', { name: en('tagRetirement.move') })).toBeVisible();
  await page.screenshot({
    path: SHOTS ? `${SHOTS}/retire-deactivated-tag-page.png` : testInfo.outputPath('deactivated-page.png'),
    fullPage: true,
  });
  // The card: the child and the way to the tag page stay; View, Copy link and lost mode go. The
  // deactivated tag's field is on no page, so it no longer counts (SPEC §2's labels).
  await page.goto('/dashboard');
  await expect(card.getByTestId('tag-deactivated')).toHaveText('Deactivated');
  await expect(card.getByText('Mia')).toBeVisible();
  await expect(page.getByTestId('stat-cards')).toContainText('Active Tags0');
  await expect(page.getByTestId('stat-cards')).toContainText('Emergency Fields0');
  await expect(card.getByRole('link', { name: 'View', exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(
    card.getByRole('link', { name: en('tagPage.manageLabel', { childName: 'Mia' }) }),
  ).toBeVisible();
  await page.screenshot({
    path: SHOTS ? `${SHOTS}/retire-deactivated-card.png` : testInfo.outputPath('deactivated-card.png'),
    fullPage: true,
  });

  const responder = await browser.newPage({ viewport: PHONE, baseURL: server.url });
  const res = await responder.goto(`/tag/${tag.uniqueCode}`);
  expect(res!.status()).toBe(410);
  await expect(responder.getByText(SPEC_GONE)).toBeVisible();
  await expect(responder.getByText('Peanuts')).toHaveCount(0);
  await responder.screenshot({
    path: SHOTS ? `${SHOTS}/retire-410-page.png` : testInfo.outputPath('410.png'),
  });
  await responder.close();
  await context.close();
});

test('on a desktop, a deactivated card beside a working one keeps its lines together', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  const parent = await signInAsNewParent(server, context);
  const retired = await createOwnedTag(server, parent, 'Mia');
  await createOwnedTag(server, parent, 'Leo');
  expect((await context.request.post(`/api/tags/${retired.id}/deactivate`)).status()).toBe(204);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const card = page.getByTestId('tag-card').filter({ has: page.getByTestId('tag-deactivated') });
  await expect(card).toHaveCount(1);
  // The row is as tall as the working card; the lines stay under the name, not spread down the card.
  const tagId = await card.getByText(retired.uniqueCode).boundingBox();
  const fields = await card.getByText('emergency field', { exact: false }).boundingBox();
  expect(fields!.y - tagId!.y).toBeLessThan(40);
  await page.screenshot({
    path: SHOTS ? `${SHOTS}/retire-deactivated-desktop.png` : testInfo.outputPath('deactivated-desktop.png'),
    fullPage: true,
  });
  await context.close();
});

test('the parent moves the profile to a new bracelet by its code; the new page shows the child, the old one 410', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
  const parent = await signInAsNewParent(server, context);
  const old = await createOwnedTag(server, parent, 'Leo');
  const [fresh] = await server.app.deps.services.inventory.createBatch({ count: 1 });
  const page = await context.newPage();
  await page.goto(routes.tagPage(old.id));
  await page
    .getByRole('region', { name: en('tagPage.braceletHeading') })
    .getByRole('button', { name: en('tagRetirement.move') })
    .click();
  const dialog = page.getByRole('dialog', { name: en('tagRetirement.moveTitle') });
  // Typed as a parent may, in lower case: the code input upper-cases it.
  await dialog.getByLabel(en('tagRetirement.codeLabel')).fill(fresh!.uniqueCode.toLowerCase());
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({
    path: SHOTS ? `${SHOTS}/retire-move-dialog.png` : testInfo.outputPath('move.png'),
  });
  await dialog.getByRole('button', { name: en('tagRetirement.moveConfirm') }).click();
  await expect(
    page.getByText(en('tagRetirement.movedDescription', { code: fresh!.uniqueCode })).first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // The page follows the profile to its new tag.
  await expect(page).toHaveURL(routes.tagPage(fresh!.id));
  await page.screenshot({
    path: SHOTS ? `${SHOTS}/retire-move-done.png` : testInfo.outputPath('moved.png'),
  });
  await page.goto('/dashboard');
  const card = page.getByTestId('tag-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(fresh!.uniqueCode);

  const responder = await browser.newPage({ viewport: PHONE, baseURL: server.url });
  await responder.goto(`/tag/${fresh!.uniqueCode}`);
  await expect(responder.getByRole('heading', { name: /Leo/ })).toBeVisible();
  await expect(responder.getByText('Peanuts')).toBeVisible();
  expect((await responder.goto(`/tag/${old.uniqueCode}`))!.status()).toBe(410);
  await responder.close();
  await context.close();
});
