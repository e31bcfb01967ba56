// Issue 15 on the tag's own page (issue 29 moved it off the dashboard card): a configured tag's "Print
// and share" shows its QR code (loaded from the owner's route), links to the sticker PNG and the
// printable card, and "Preview as a responder", which opens the public page as a stranger sees it in a
// new tab. An activated tag with nothing on it has none of them.
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { tags } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { expect, test, type Page } from './fixtures.ts';
import { signInAsNewParent } from './accounts.ts';
import { createOwnedTag } from './owned-tags.ts';
import { expectResponderPreview } from './responder-view.ts';
import { en } from '../helpers/messages.ts';

const shareGroup = (page: Page) => page.getByRole('region', { name: en('tagPage.shareHeading') });
/** A link of the open tag page's "Print and share" by its visible name; the new-tab note is part of the accessible name of some. */
const link = (page: Page, name: string) =>
  shareGroup(page).getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

test.describe('the tag page’s QR code, printable card and responder preview', () => {
  test('a configured tag shows its QR code; the PNG and card links answer with their files', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.tagPage(tag.id));

    const qr = shareGroup(page).getByRole('img', {
      name: en('dashboard.qrAlt', { url: `${server.url}${routes.publicTag(tag.uniqueCode)}` }),
    });
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const answers: Array<[string, string, RegExp]> = [
      [en('dashboard.downloadQr'), 'image/png', /^attachment; filename="safekid-.+-qr\.png"$/],
      [en('dashboard.printCard'), 'application/pdf', /^inline; filename="safekid-emergency-card-.+\.pdf"$/],
      [en('dashboard.printSheet'), 'application/pdf', /^inline; filename=".+-sheet\.pdf"$/],
    ];
    for (const [name, type, disposition] of answers) {
      const href = await link(page, name).getAttribute('href');
      const res = await page.request.get(href!);
      expect(res.status(), name).toBe(200);
      expect(res.headers()['content-type'], name).toBe(type);
      expect(res.headers()['content-disposition'], name).toMatch(disposition);
    }
    // The PNG link saves the file under the server's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      link(page, en('dashboard.downloadQr')).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`safekid-${tag.uniqueCode}-qr.png`);
    // The card opens in a new tab, where the browser's PDF viewer prints it.
    await expect(link(page, en('dashboard.printCard'))).toHaveAttribute('target', '_blank');
    await expect(link(page, en('dashboard.printCard'))).toHaveAccessibleName(
      `${en('dashboard.printCard')} ${en('dashboard.newTab')}`,
    );
  });

  test('Preview as a responder opens the public page in a new tab, without the owner’s bar', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.tagPage(tag.id));
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      link(page, en('dashboard.previewAsResponder')).click(),
    ]);
    await expectResponderPreview(preview, server, tag, 'Mia');
    await expect(page).toHaveURL(routes.tagPage(tag.id));
  });

  test('an activated tag with nothing on it yet has no QR code, card or preview', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const mia = await createOwnedTag(server, parent, 'Mia');
    const [empty] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    await server.db.update(tags).set({ userId: parent.id }).where(eq(tags.id, empty!.id));
    await page.goto(routes.tagPage(empty!.id));
    await expect(shareGroup(page)).toContainText(en('tagPage.shareNotConfigured'));
    await expect(shareGroup(page).getByRole('img')).toHaveCount(0);
    for (const name of [
      en('dashboard.downloadQr'),
      en('dashboard.printCard'),
      en('dashboard.previewAsResponder'),
    ]) {
      await expect(
        page.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
      ).toHaveCount(0);
    }
    await page.goto(routes.tagPage(mia.id));
    await expect(link(page, en('dashboard.printCard'))).toBeVisible();
  });

  test('the tag page with these tools passes axe on a phone and a desktop', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(routes.tagPage(tag.id));
      await expect(link(page, en('dashboard.printCard'))).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, `${size.width}px`).toEqual([]);
    }
  });
});
