// Issue 29 §5, the small ones, on a phone and a desktop: toasts keep off the header; Account is in the
// menu; SPEC's 'Admin' link on /auth sits outside the parents' card; the admin sees one wording for
// logging out, one button at a time; the configure form after activation leaves the age empty (saved
// empty, the dashboard still says 'Age not set'), and the protection hint shows once per form. The
// wizard's header still shows the bracelet number, never the printed code.
import { routes } from '#shared/paths.ts';

import { en } from '../helpers/messages.ts';
import { signInAsNewAdmin, signInAsNewParent } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The header's links: on a phone behind ☰ (opened here), on a desktop in the main navigation. */
async function headerNav(page: Page) {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: en('nav.openMenu') }).click();
  return page.getByRole('navigation', { name: 'Mobile' });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('activate → configure with the age empty → dashboard: toast, Account link, one hint', async ({
  page,
  context,
  server,
}) => {
  for (const size of SIZES) {
    const where = `${size.width}px`;
    await context.clearCookies();
    await page.setViewportSize(size);
    await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });

    await page.goto(routes.activate);
    await page.getByLabel(en('activate.codeLabel')).fill(bracelet!.uniqueCode);
    await page.getByRole('button', { name: en('activate.button') }).click();
    await expect(page, where).toHaveURL(routes.configure(bracelet!.id));

    // Just activated: no age yet, and the form does not make one up.
    const age = page.getByLabel(en('form.childAgeLabel'));
    await expect.soft(age, `${where}: age`).toHaveValue('');
    // The protection hint once, however many fields.
    await page.getByRole('button', { name: en('form.addField') }).click();
    await expect.soft(page.getByText(en('form.visibilityHint')), `${where}: hint`).toHaveCount(1);
    await page.getByRole('button', { name: `${en('form.removeField')} 2` }).click();

    await page.getByLabel(en('form.childNameLabel')).fill('Luca');
    await page.getByLabel(en('form.fieldTitleLabel')).fill('Allergies');
    await page.getByLabel(en('form.fieldContentLabel')).fill('Peanuts');
    // An age given is still checked with SPEC's message.
    await age.fill('0');
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page.getByText(en('validation.ageMin')), where).toBeVisible();
    await age.fill('');
    await page.getByRole('button', { name: en('form.save') }).click();

    await expect(page, where).toHaveURL(routes.dashboard);
    const toast = page.getByTestId('toast').filter({ hasText: en('form.saveOkTitle') });
    await expect(toast, where).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    const toastBox = await toast.boundingBox();
    expect.soft(overlap(header!, toastBox!), `${where}: toast over the header`).toBe(false);
    await expect.soft(page.getByText(en('dashboard.ageNotSet')), `${where}: age not set`).toBeVisible();

    const nav = await headerNav(page);
    const account = nav.getByRole('link', { name: en('nav.account'), exact: true });
    await expect.soft(account, `${where}: Account in the menu`).toHaveAttribute('href', routes.account);
    await account.click();
    await expect(page.getByRole('heading', { name: en('account.heading'), level: 1 }), where).toBeVisible();
  }
});

test("SPEC's Admin link sits outside the parents' card; the admin logs out with one wording", async ({
  page,
  context,
  server,
}) => {
  for (const size of SIZES) {
    const where = `${size.width}px`;
    await context.clearCookies();
    await page.setViewportSize(size);

    // The wizard's header names the bracelet by its number, never by the printed code (the secret).
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    await page.goto(routes.activateBracelet(bracelet!.physicalId!));
    await expect(page.getByTestId('bracelet-number'), where).toHaveText(bracelet!.physicalId!);
    await expect(page.locator('main'), where).not.toContainText(bracelet!.uniqueCode);

    for (const [href, heading] of [
      [routes.auth, en('auth.loginHeading')],
      [routes.register, en('auth.registerHeading')],
    ] as const) {
      await page.goto(href);
      const card = page
        .locator('div.rounded-xl')
        .filter({ has: page.getByRole('heading', { name: heading }) });
      await expect(card, `${where} ${href}`).toBeVisible();
      const admin = page.getByRole('link', { name: en('auth.adminLink'), exact: true });
      await expect(admin, `${where} ${href}`).toHaveAttribute('href', routes.admin);
      await expect
        .soft(card.getByRole('link', { name: en('auth.adminLink') }), `${where} ${href}`)
        .toHaveCount(0);
      await expect.soft(page.getByText(en('auth.adminLinkContext')), `${where} ${href}`).toBeVisible();
    }

    await signInAsNewAdmin(server, context);
    // On the dashboard: SPEC's Logout button only, the header (and its menu) offers none.
    await page.goto(routes.adminDashboard);
    await expect(page.getByRole('heading', { name: en('admin.dashboardTitle') }), where).toBeVisible();
    if (isPhone(page)) await headerNav(page);
    await expect
      .soft(page.getByRole('button', { name: /log ?out/i }), `${where}: dashboard`)
      .toHaveText([en('admin.logout')]);
    // Elsewhere the header's is the one, in the same words.
    await page.goto(routes.home);
    const nav = await headerNav(page);
    await expect
      .soft(page.getByRole('button', { name: /log ?out/i }), `${where}: landing`)
      .toHaveText([en('admin.logout')]);
    await nav.getByRole('button', { name: en('admin.logout'), exact: true }).click();
    await expect(page, where).toHaveURL(routes.admin);
  }
});
