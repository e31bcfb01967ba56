// Issue 13, point 5: a signed-in parent looking at their own tag's public page gets a small bar with
// Edit and My Tags (a way back into the product), on the server-rendered page (JavaScript on or off)
// and on the in-app page the wizard ends on. A responder, another parent and `?view=responder` never
// see it, also after the owner's visit (nothing of it is cached).
import { AxeBuilder } from '@axe-core/playwright';
import { LANGUAGE_NAMES } from '#shared/i18n/languages.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { RESPONDER_VIEW, routes } from '#shared/paths.ts';

import { expect, test, waitForHydration, type Page } from './fixtures.ts';
import { signInAs, signInAsNewParent } from './accounts.ts';
import { createOwnedTag } from './owned-tags.ts';

const ownerBar = (page: Page) => page.getByRole('navigation', { name: en('ownerBar.label') });

/** The public page of 'Mia' is on screen (the owner's bar, if any, comes with it). */
async function expectMiasPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: en('publicTag.heading') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mia', exact: true })).toBeVisible();
}

test.describe('the owner’s bar on the public page', () => {
  test('the owner sees Edit and My Tags on the server-rendered page; both lead into the product', async ({
    page,
    context,
    server,
    consoleErrors,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.publicTag(tag.uniqueCode));
    await expectMiasPage(page);
    await expect(ownerBar(page)).toBeVisible();
    await expect(ownerBar(page)).toContainText(en('ownerBar.note'));
    const edit = ownerBar(page).getByRole('link', { name: en('ownerBar.edit') });
    const myTags = ownerBar(page).getByRole('link', { name: en('ownerBar.myTags') });
    await expect(edit).toHaveAttribute('href', routes.configure(tag.id));
    await expect(myTags).toHaveAttribute('href', routes.dashboard);
    // Outside the hydrated root: hydration is untouched (no console errors) and the bar stays.
    await waitForHydration(page, '#root main');
    expect(await ownerBar(page).evaluate((nav) => nav.closest('#root'))).toBeNull();
    await expect(ownerBar(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);

    await edit.click();
    await expect(page).toHaveURL(routes.configure(tag.id));
    await expect(page.getByLabel(en('form.childNameLabel'))).toHaveValue('Mia');
    await page.goBack();
    await expectMiasPage(page);
    await ownerBar(page)
      .getByRole('link', { name: en('ownerBar.myTags') })
      .click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByRole('heading', { name: en('dashboard.heading') })).toBeVisible();
  });

  test('with JavaScript off the bar is there and its links work', async ({ browser, context, server }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    try {
      await signInAs(server, noScript, parent);
      const page = await noScript.newPage();
      await page.goto(routes.publicTag(tag.uniqueCode));
      await expectMiasPage(page);
      const response = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === routes.dashboard),
        ownerBar(page)
          .getByRole('link', { name: en('ownerBar.myTags') })
          .click(),
      ]);
      expect(response[0].status()).toBe(200);
      await expect(page).toHaveURL(routes.dashboard);
    } finally {
      await noScript.close();
    }
  });

  test('a responder, another parent and ?view=responder see no bar, also right after the owner', async ({
    page,
    context,
    browser,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    // The owner first: the page is cached now, and a bar must not have gone with it.
    await page.goto(routes.publicTag(tag.uniqueCode));
    await expect(ownerBar(page)).toBeVisible();

    const responder = await browser.newContext({ baseURL: server.url });
    const otherParent = await browser.newContext({ baseURL: server.url });
    try {
      await signInAsNewParent(server, otherParent);
      for (const visitor of [responder, otherParent]) {
        const other = await visitor.newPage();
        await other.goto(routes.publicTag(tag.uniqueCode));
        await expectMiasPage(other);
        await waitForHydration(other, '#root main');
        await expect(ownerBar(other)).toHaveCount(0);
        await expect(other.getByText(en('ownerBar.note'))).toHaveCount(0);
      }
    } finally {
      await responder.close();
      await otherParent.close();
    }

    await page.goto(routes.publicTagAsResponder(tag.uniqueCode));
    await expectMiasPage(page);
    await expect(ownerBar(page)).toHaveCount(0);
    // Another language keeps the preview: still no bar.
    await waitForHydration(page, '#root main');
    await page
      .getByRole('navigation', { name: en('responder.page.language') })
      .locator('summary')
      .click();
    await page.getByRole('link', { name: LANGUAGE_NAMES.de }).click();
    await expect(page).toHaveURL(new RegExp(`\\?lang=de&view=${RESPONDER_VIEW}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: translate('de')('publicTag.heading') }),
    ).toBeVisible();
    await expect(ownerBar(page)).toHaveCount(0);
  });

  test('after the wizard the in-app page shows the bar; My Tags leads to the dashboard', async ({
    page,
    context,
    server,
  }) => {
    await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    await page.goto(routes.activateBracelet(bracelet!.physicalId!));
    await page.getByLabel(en('wizard.childNameLabel')).fill('Mia');
    const first = page.getByRole('group', { name: en('form.fieldLegend', { n: 1 }) });
    await first.getByLabel(en('form.fieldTitleLabel')).fill('Allergies');
    await first.getByLabel(en('form.fieldContentLabel')).fill('Peanuts');
    await page.getByRole('button', { name: en('wizard.activateButton') }).click();

    await expect(page).toHaveURL(routes.publicTag(bracelet!.uniqueCode));
    await expectMiasPage(page);
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Bracelet Activated Successfully!' }),
    ).toBeVisible();
    await expect(ownerBar(page)).toBeVisible();
    await expect(ownerBar(page).getByRole('link', { name: en('ownerBar.edit') })).toHaveAttribute(
      'href',
      routes.configure(bracelet!.id),
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The same page in the app as a stranger sees it.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, routes.publicTagAsResponder(bracelet!.uniqueCode));
    await expectMiasPage(page);
    await expect(ownerBar(page)).toHaveCount(0);
    await page.goBack();
    await expect(ownerBar(page)).toBeVisible();

    await ownerBar(page)
      .getByRole('link', { name: en('ownerBar.myTags') })
      .click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByRole('article', { name: 'Mia' })).toBeVisible();
  });

  test('passes axe and fits 360 px', async ({ page, context, server }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.publicTag(tag.uniqueCode));
    await expect(ownerBar(page)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const link of await ownerBar(page).getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(44); // a thumb's target
    }
  });
});
