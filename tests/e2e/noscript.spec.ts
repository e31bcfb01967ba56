// Without JavaScript (issue 13): the app's pages are an empty shell until their script runs, so they
// say they need it, and that the emergency pages work without it. The emergency page itself and the
// server-rendered landing page read fine and carry no such message.
import { routes } from '#shared/paths.ts';

import { en } from '../helpers/messages.ts';
import { createTag } from '#tests/factories/tags.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';

/** The factories only use `db`. */
const factoryApp = (server: E2EServer) => ({ db: server.db }) as unknown as TestApp;

// (Playwright's text matching skips <noscript>; the notice is found by its test id.)
const notice = (page: Page) => page.getByTestId('noscript-notice');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('app pages say they need JavaScript and that emergency pages work without it', async ({
    page,
    server,
  }) => {
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    for (const url of [
      routes.auth,
      routes.register,
      routes.dashboard,
      routes.activate,
      routes.verifyEmail('parent@example.test'),
      routes.admin,
      routes.adminDashboard,
      routes.activateBracelet(bracelet!.physicalId!),
      '/no-such-page',
    ]) {
      await page.goto(url);
      await expect(notice(page), url).toBeVisible();
      await expect(notice(page), url).toContainText(en('noscript.title'));
      await expect(notice(page), url).toContainText(en('noscript.body'));
      await expect(notice(page), url).toContainText(en('noscript.emergency'));
    }
  });

  test('the emergency page and the landing page read fine, without the message', async ({ page, server }) => {
    const tag = await createTag(factoryApp(server), {
      childName: 'Mia Rossi',
      fields: [{ title: 'Allergies', content: 'Peanuts' }],
    });
    await page.goto(routes.publicTag(tag.uniqueCode));
    await expect(page.getByRole('heading', { name: en('publicTag.heading') })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mia Rossi' })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);

    await page.goto(routes.home);
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });
});
