// Sign Out returns to / (SPEC §2 "Sign Out returns to /", §4 "Logout clears all cached data and returns
// to /") from every signed-in page that has the header, on a wide screen and from the mobile menu.
import { routes } from '#shared/paths.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';
import { createVerifiedParent, signInAs } from './accounts.ts';
import { createOwnedTag } from './owned-tags.ts';

// SPEC's strings, quoted from SPEC.md rather than taken from the code.
const SIGN_OUT = 'Sign Out';
const LOGGED_OUT = 'Logged Out';
const LOGGED_OUT_TEXT = 'You have been logged out successfully.';

/** Every signed-in page with the site header, and how to tell it has finished loading. */
async function signedInPages(server: E2EServer, parent: { id: string }) {
  const tag = await createOwnedTag(server, parent);
  const [free] = await server.app.deps.services.inventory.createBatch({ count: 1 });
  const pages: Array<[path: string, ready: (page: Page) => Promise<void>]> = [
    ['/', (page) => expect(page.getByRole('heading', { name: 'My Tags' })).toBeVisible()],
    [routes.dashboard, (page) => expect(page.getByRole('heading', { name: 'My Tags' })).toBeVisible()],
    [
      routes.activate,
      (page) => expect(page.getByRole('heading', { name: 'Activate Your SafeKid Tag' })).toBeVisible(),
    ],
    [routes.formBuilder, (page) => expect(page.getByTestId('fields-counter')).toBeVisible()],
    [routes.configure(tag.id), (page) => expect(page.getByTestId('tag-code')).toHaveText(tag.uniqueCode)],
    [routes.tagUidReader, (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    [
      routes.activateBracelet(free!.physicalId!),
      (page) => expect(page.getByTestId('current-step')).toBeVisible(),
    ],
    [routes.admin, (page) => expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()],
    ['/no/such/page', (page) => expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()],
  ];
  return pages;
}

/** After Sign Out: the toast, the landing page at /, and no session left on the server. */
async function expectSignedOutOnLanding(page: Page, from: string) {
  const toast = page.getByTestId('toast').filter({ hasText: LOGGED_OUT });
  await expect(toast, from).toContainText(LOGGED_OUT_TEXT);
  // The landing page itself (not the sign-in screen, not the dashboard), and the address stays /.
  await expect(page.getByTestId('hero'), from).toBeVisible();
  await expect(page, from).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' }), from).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Tags' }), from).toBeHidden();
  await expect(page.getByRole('button', { name: SIGN_OUT }), from).toHaveCount(0);
  expect((await page.request.get('/api/auth/user')).status(), from).toBe(401);
}

test.describe('Sign Out', () => {
  test('from every signed-in page lands on the landing page at /', async ({ page, context, server }) => {
    const parent = await createVerifiedParent(server);
    for (const [path, ready] of await signedInPages(server, parent)) {
      await signInAs(server, context, parent);
      await page.goto(path);
      await ready(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: SIGN_OUT }).click();
      await expectSignedOutOnLanding(page, path);
    }
  });

  test('from the mobile menu lands on the landing page at / too', async ({ page, context, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const parent = await createVerifiedParent(server);
    for (const [path, ready] of await signedInPages(server, parent)) {
      await signInAs(server, context, parent);
      await page.goto(path);
      await ready(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: SIGN_OUT }).click();
      await expectSignedOutOnLanding(page, path);
    }
  });

  test('after signing out, Back to a signed-in page asks to sign in', async ({ page, context, server }) => {
    const parent = await createVerifiedParent(server);
    await signInAs(server, context, parent);
    await page.goto(routes.activate);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: SIGN_OUT }).click();
    await expectSignedOutOnLanding(page, routes.activate);
    await page.goBack();
    await expect(page).toHaveURL(routes.auth);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });
});
