// SPEC §8's failure toasts on the parent side and on the landing page's in-place editing, in Chromium.
// The server fails for a real reason where one exists (the tag was deleted in another tab, the session
// ended in another tab); a fulfilled route stands in only for a gateway answering with an empty body.
import { eq } from 'drizzle-orm';
import { siteContent } from '#server/db/schema/index.ts';
import { claimByCode } from '#server/modules/tags/tags.repo.ts';
import { SITE_CONTENT_DEFAULTS } from '#shared/content-defaults.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as adminApi from '#shared/endpoints/admin.ts';
import * as authApi from '#shared/endpoints/auth.ts';
import * as contentApi from '#shared/endpoints/content.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { routes } from '#shared/paths.ts';

import { en } from '../helpers/messages.ts';
import { signInAsNewAdmin, signInAsNewParent } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { resetLandingContent } from './landing-content.ts';

const field = (page: Page, n: number) => page.getByRole('group', { name: en('form.fieldLegend', { n }) });

/** What another tab of the same browser does: a same-origin call carrying the same cookies. */
async function inAnotherTab(page: Page, method: string, path: string): Promise<number> {
  const tab = await page.context().newPage();
  try {
    await tab.goto('/');
    return await tab.evaluate(
      async ([m, p]) => (await fetch(p!, { method: m, credentials: 'include' })).status,
      [method, path],
    );
  } finally {
    await tab.close();
  }
}

function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}

async function fillNewTag(page: Page) {
  await page.getByLabel(en('form.childNameLabel')).fill('Lena');
  await field(page, 1).getByLabel(en('form.fieldTitleLabel')).fill('Allergies');
  await field(page, 1).getByLabel(en('form.fieldContentLabel')).fill('Penicillin');
}

test.describe('parent failure toasts', () => {
  test("'Save Failed' with the server's message when the tag was deleted in another tab", async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    await claimByCode(server.db, bracelet!.uniqueCode, parent.id, new Date());

    await page.goto(routes.configure(bracelet!.id));
    await expect(page.getByTestId('tag-code')).toHaveText(bracelet!.uniqueCode);
    await fillNewTag(page);
    expect(await inAnotherTab(page, 'DELETE', pathOf(tagsApi.deleteTag, { tagId: bracelet!.id }))).toBe(204);

    // SPEC §4: the save button shows 'Saving...' and is disabled while the save is on the way.
    const held = await holdRequests(page, `**${pathOf(tagsApi.updateTagConfig, { tagId: bracelet!.id })}`);
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page.getByRole('button', { name: en('form.saving') })).toBeDisabled();
    await held.release();

    await expect(toast(page, en('form.saveFailedTitle'))).toContainText(en('errors.tagNotFound'));
    await expect(page).toHaveURL(routes.configure(bracelet!.id));
    await expect(page.getByRole('button', { name: en('form.save') })).toBeEnabled();
  });

  test("'Creation Failed' with the server's message when the session ended in another tab", async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewParent(server, context);
    await page.goto(routes.formBuilder);
    await fillNewTag(page);
    expect(await inAnotherTab(page, 'POST', authApi.logout.path)).toBe(200);

    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(toast(page, en('form.createFailedTitle'))).toContainText(en('errors.unauthorized'));
    await expect(page).toHaveURL(routes.formBuilder);
  });

  test.describe('a gateway failing with an empty body', () => {
    // The browser logs the 502 this test asks for.
    test.use({ allowConsoleErrors: true });

    test("'Creation Failed' falls back to 'Failed to create configuration'", async ({
      page,
      context,
      server,
      serverErrors,
    }) => {
      serverErrors.allow(tagsApi.createTag.path);
      await signInAsNewParent(server, context);
      await page.goto(routes.formBuilder);
      await fillNewTag(page);
      await page.route(`**${tagsApi.createTag.path}`, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
      );
      await page.getByRole('button', { name: en('form.save') }).click();
      await expect(toast(page, en('form.createFailedTitle'))).toContainText(en('form.createFailedFallback'));
      await expect(page).toHaveURL(routes.formBuilder);
    });
  });
});

test.describe('landing page: in-place editing', () => {
  test.beforeEach(async ({ server }) => resetLandingContent(server.db));
  test.afterAll(async ({ server }) => resetLandingContent(server.db));

  test("'Update Failed' with the server's message when the admin signed out in another tab; nothing saved", async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewAdmin(server, context);
    await page.goto('/');
    await page.getByRole('button', { name: `${en('admin.edit')} hero_subtitle` }).click();
    await page.getByLabel(`${en('admin.edit')}: hero_subtitle`).fill('Never saved');
    expect(await inAnotherTab(page, 'POST', adminApi.adminLogout.path)).toBe(200);

    // SPEC §4: 'Saving...' and disabled while pending.
    const held = await holdRequests(page, `**${contentApi.updateContent.path}`);
    await page.getByRole('button', { name: en('admin.save'), exact: true }).click();
    await expect(page.getByRole('button', { name: en('common.saving') })).toBeDisabled();
    await held.release();

    await expect(toast(page, en('admin.contentUpdateFailedTitle'))).toContainText(en('errors.adminRequired'));
    // The editor stays open with the draft; the server kept the old text.
    await expect(page.getByLabel(`${en('admin.edit')}: hero_subtitle`)).toHaveValue('Never saved');
    const [row] = await server.db.select().from(siteContent).where(eq(siteContent.section, 'hero_subtitle'));
    expect(row?.content ?? SITE_CONTENT_DEFAULTS.hero_subtitle).toBe(SITE_CONTENT_DEFAULTS.hero_subtitle);
  });
});
