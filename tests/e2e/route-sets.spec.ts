// SPEC §2's route sets, walked from its table (not from the code's lists): every route opened signed
// out and signed in, and where it lands. Signed-in-only paths send a signed-out visitor to sign in,
// signed-out-only paths send a parent to the dashboard (decision 005); unmatched paths show SPEC's
// 'Page Not Found' card with HTTP 404.

import { en } from '../helpers/messages.ts';
import { expect, test, type Page } from './fixtures.ts';
import { createVerifiedParent, signInAs } from './accounts.ts';
import { createOwnedTag } from './owned-tags.ts';

type Landing = { at: string; shows: (page: Page) => Promise<void> };

const heading = (name: string) => (page: Page) =>
  expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();

// What each screen shows, in SPEC's words where SPEC quotes one.
const LANDING_PAGE = (page: Page) => expect(page.getByTestId('hero')).toBeVisible();
const SIGN_IN = heading('Welcome Back');
const DASHBOARD = heading('My Tags');
const ACTIVATE = heading('Activate Your SafeKid Tag');
const FORM_BUILDER = (page: Page) => expect(page.getByText('1 / 10 fields used')).toBeVisible();
const NOT_FOUND = heading('Page Not Found');
const ADMIN_LOGIN = heading(en('admin.loginHeading'));
const NFC_READER = heading(en('nfcReader.heading'));
const VERIFY_EMAIL = heading(en('verifyPage.heading'));

async function expectLanding(page: Page, path: string, expected: Landing) {
  await page.goto(path);
  await expected.shows(page);
  await expect(page, `${path} lands on ${expected.at}`).toHaveURL(expected.at);
}

test.describe('route sets (SPEC §2)', () => {
  test('signed out: the visitor routes open, the parent routes ask to sign in, others are not found', async ({
    page,
    server,
  }) => {
    const owner = await createVerifiedParent(server);
    const tag = await createOwnedTag(server, owner, 'Noa');
    const [free] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    const wizard = `/activate-bracelet/${free!.physicalId}`;
    const verify = '/verify-email?email=someone%40example.test';
    const routes: Array<[path: string, Landing]> = [
      // SPEC's signed-out column.
      ['/', { at: '/', shows: LANDING_PAGE }],
      ['/auth', { at: '/auth', shows: SIGN_IN }],
      [verify, { at: verify, shows: VERIFY_EMAIL }],
      [wizard, { at: wizard, shows: (p) => expect(p.getByTestId('current-step')).toContainText('1 of 3') }],
      [`/tag/${tag.uniqueCode}`, { at: `/tag/${tag.uniqueCode}`, shows: heading('Noa') }],
      ['/admin', { at: '/admin', shows: ADMIN_LOGIN }],
      // The admin dashboard's own check sends a non-admin to the admin login.
      ['/admin/dashboard', { at: '/admin', shows: ADMIN_LOGIN }],
      // Only in the signed-in column: to sign in.
      ['/dashboard', { at: '/auth', shows: SIGN_IN }],
      ['/activate', { at: '/auth', shows: SIGN_IN }],
      ['/tag-uid-reader', { at: '/auth', shows: SIGN_IN }],
      ['/form-builder', { at: '/auth', shows: SIGN_IN }],
      [`/configure/${tag.id}`, { at: '/auth', shows: SIGN_IN }],
    ];
    for (const [path, expected] of routes) await expectLanding(page, path, expected);

    for (const path of ['/no/such/page', '/dashboards', '/tag']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await NOT_FOUND(page);
      await expect(page).toHaveURL(path);
    }
  });

  test('signed in: the parent routes open, the visitor-only routes go to the dashboard, others are not found', async ({
    page,
    context,
    server,
  }) => {
    const parent = await createVerifiedParent(server);
    await signInAs(server, context, parent);
    const tag = await createOwnedTag(server, parent, 'Ezra');
    const [free] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    const wizard = `/activate-bracelet/${free!.physicalId}`;
    const routes: Array<[path: string, Landing]> = [
      // SPEC's signed-in column.
      ['/', { at: '/', shows: DASHBOARD }],
      ['/dashboard', { at: '/dashboard', shows: DASHBOARD }],
      ['/activate', { at: '/activate', shows: ACTIVATE }],
      // A signed-in, verified parent starts the wizard at configuration.
      [wizard, { at: wizard, shows: (p) => expect(p.getByTestId('current-step')).toContainText('3 of 3') }],
      ['/tag-uid-reader', { at: '/tag-uid-reader', shows: NFC_READER }],
      ['/form-builder', { at: '/form-builder', shows: FORM_BUILDER }],
      [
        `/configure/${tag.id}`,
        {
          at: `/configure/${tag.id}`,
          shows: (p) => expect(p.getByTestId('tag-code')).toHaveText(tag.uniqueCode),
        },
      ],
      [`/tag/${tag.uniqueCode}`, { at: `/tag/${tag.uniqueCode}`, shows: heading('Ezra') }],
      ['/admin', { at: '/admin', shows: ADMIN_LOGIN }],
      ['/admin/dashboard', { at: '/admin', shows: ADMIN_LOGIN }],
      // Only in the signed-out column: to the dashboard.
      ['/auth', { at: '/dashboard', shows: DASHBOARD }],
      ['/auth?mode=register', { at: '/dashboard', shows: DASHBOARD }],
      ['/verify-email?email=someone%40example.test', { at: '/dashboard', shows: DASHBOARD }],
    ];
    for (const [path, expected] of routes) await expectLanding(page, path, expected);

    for (const path of ['/no/such/page', '/dashboards', '/tag']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await NOT_FOUND(page);
      await expect(page).toHaveURL(path);
    }
  });
});
