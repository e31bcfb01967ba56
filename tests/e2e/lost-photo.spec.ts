// The child's photo for lost mode (issue 34) on a 390 × 844 phone: the parent chooses a photo on the
// tag's page and sees it there; the responder's page shows it only while lost mode is on, and not
// once the parent ends it.
import sharp from 'sharp';
import { en } from '#tests/helpers/messages.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';

const PHONE = { width: 390, height: 844 };

test('390 × 844: the parent adds a photo; the responder sees it only while the child is lost', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
  const parent = await signInAsNewParent(server, context);
  const tag = await createOwnedTag(server, parent, 'Mia');
  const page = await context.newPage();
  await page.goto(`/tags/${tag.id}`);
  const photo = page.getByRole('region', { name: en('tagPage.photoHeading') });
  await expect(photo).toContainText(en('tagPage.photoIntro'));
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d04040' } })
    .jpeg()
    .toBuffer();
  await photo.getByLabel(en('tagPage.photoLabel')).setInputFiles({
    name: 'mia.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const preview = photo.getByRole('img', { name: en('tagPage.photoCurrent') });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await page.screenshot({ path: testInfo.outputPath('tag-page-photo.png'), fullPage: true });

  const responder = await browser.newPage({ viewport: PHONE, baseURL: server.url });
  await responder.goto(`/tag/${tag.uniqueCode}`);
  await expect(responder.getByRole('heading', { name: 'Mia' })).toBeVisible();
  await expect(responder.getByRole('img', { name: 'Photo of Mia' })).toHaveCount(0);

  // Lost mode as the dashboard's dialog switches it (lost-mode.spec.ts drives that dialog itself).
  const lostMode = server.app.deps.services.lostMode;
  await lostMode.start(parent.id, tag.id, {
    message: 'Mia is lost near the fountain',
    phone: '+39 347 765 4321',
    hours: 4,
  });
  await responder.reload();
  const shown = responder.getByRole('img', { name: 'Photo of Mia' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Beside the message, small: the parents' call button stays on the first screen.
  const box = (await shown.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(PHONE.width / 2);
  const call = responder.getByRole('link', { name: /^Call the parents/ });
  const callBox = (await call.boundingBox())!;
  expect(callBox.y + callBox.height).toBeLessThanOrEqual(PHONE.height);
  await responder.screenshot({ path: testInfo.outputPath('public-lost-photo.png') });

  await lostMode.end(parent.id, tag.id);
  await responder.reload();
  await expect(responder.getByRole('heading', { name: 'Mia' })).toBeVisible();
  await expect(responder.getByRole('img', { name: 'Photo of Mia' })).toHaveCount(0);
  expect(await responder.content()).not.toContain('/photo/');
  await context.close();
});
