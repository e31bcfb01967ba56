// Issue 13, point 3: typed work in the tag form is never lost. Preview opens the saved page in a new
// tab and the form keeps what was typed; leaving with unsaved changes by a link, Back, Sign Out,
// reload or close asks first, and leaves only when the parent says so.
import type { Dialog } from '@playwright/test';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { expect, test, type Page } from './fixtures.ts';
import { signInAsNewParent } from './accounts.ts';
import { createOwnedTag } from './owned-tags.ts';
import { expectResponderPreview } from './responder-view.ts';

const field = (page: Page, n: number) => page.getByRole('group', { name: en('form.fieldLegend', { n }) });
const nameInput = (page: Page) => page.getByLabel(en('form.childNameLabel'));

test.describe('the tag form keeps typed work', () => {
  test('Preview opens the saved page in a new tab; the form keeps what was typed', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.configure(tag.id));
    await expect(page.getByTestId('tag-code')).toHaveText(tag.uniqueCode);
    // Nothing typed yet: no note beside Preview.
    await expect(page.getByText(en('form.previewSavedOnly'))).toHaveCount(0);

    await nameInput(page).fill('Mia Typed');
    await field(page, 1).getByLabel(en('form.fieldContentLabel')).fill('Peanuts and latex');
    await expect(page.getByText(en('form.previewSavedOnly'))).toBeVisible();

    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: en('form.preview') }).click(),
    ]);
    // The saved version, as a responder sees it: no owner's bar, no way back into the form's tab.
    await expectResponderPreview(preview, server, tag, 'Mia');
    await expect(preview.getByText('Peanuts', { exact: true })).toBeVisible();
    await preview.close();

    await expect(page).toHaveURL(routes.configure(tag.id));
    await expect(nameInput(page)).toHaveValue('Mia Typed');
    await expect(field(page, 1).getByLabel(en('form.fieldContentLabel'))).toHaveValue('Peanuts and latex');

    // Saving leaves for the dashboard without asking.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByRole('article', { name: 'Mia Typed' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('leaving by a header link asks: Cancel stays with the typed text, OK leaves without saving', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.configure(tag.id));
    await nameInput(page).fill('Mia Typed');

    const dialogs = answerDialogs(page, ['dismiss', 'accept']);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: en('nav.dashboard') })
      .click();
    await expect.poll(() => dialogs.seen.length).toBe(1);
    await expect(page).toHaveURL(routes.configure(tag.id));
    await expect(nameInput(page)).toHaveValue('Mia Typed');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: en('nav.dashboard') })
      .click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByRole('heading', { name: en('dashboard.heading') })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Mia', exact: true })).toBeVisible();
    expect(dialogs.seen).toEqual([
      { type: 'confirm', message: en('form.leaveUnsaved') },
      { type: 'confirm', message: en('form.leaveUnsaved') },
    ]);
  });

  test('Back asks too; without changes nothing asks', async ({ page, context, server }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.dashboard);
    await page
      .getByRole('article', { name: 'Mia' })
      .getByRole('link', { name: en('dashboard.edit') })
      .click();
    await expect(page.getByTestId('tag-code')).toHaveText(tag.uniqueCode);

    const dialogs = answerDialogs(page, ['dismiss', 'accept']);
    // Untouched: Back leaves at once.
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(routes.dashboard);
    await page
      .getByRole('article', { name: 'Mia' })
      .getByRole('link', { name: en('dashboard.edit') })
      .click();
    await nameInput(page).fill('Mia Typed');
    expect(dialogs.seen).toEqual([]);

    await page.evaluate(() => window.history.back());
    await expect.poll(() => dialogs.seen.length).toBe(1);
    await expect(page).toHaveURL(routes.configure(tag.id));
    await expect(nameInput(page)).toHaveValue('Mia Typed');

    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(routes.dashboard);
    expect(dialogs.seen.map((d) => d.message)).toEqual([en('form.leaveUnsaved'), en('form.leaveUnsaved')]);
  });

  test('reload and close ask (beforeunload): Cancel keeps the typed text, Leave reloads the saved version', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.configure(tag.id));
    // Browsers ask on unload only once the page has had a real input event.
    await nameInput(page).click();
    await nameInput(page).fill('Mia Typed');

    const dialogs = answerDialogs(page, ['dismiss', 'accept', 'dismiss']);
    await page.evaluate(() => window.location.reload());
    await expect.poll(() => dialogs.seen.length).toBe(1);
    await expect(nameInput(page)).toHaveValue('Mia Typed');

    await page.evaluate(() => window.location.reload());
    await expect.poll(() => dialogs.seen.length).toBe(2);
    await expect(nameInput(page)).toHaveValue('Mia');

    // Closing the tab asks the same way (answered Cancel here: the tab stays).
    await nameInput(page).click();
    await nameInput(page).fill('Mia Again');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.seen.length).toBe(3);
    expect(page.isClosed()).toBe(false);
    await expect(nameInput(page)).toHaveValue('Mia Again');
    expect(dialogs.seen.map((d) => d.type)).toEqual(['beforeunload', 'beforeunload', 'beforeunload']);
  });

  test('Sign Out asks first on the 390 px menu: Cancel stays signed in with the text, OK signs out', async ({
    page,
    context,
    server,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const parent = await signInAsNewParent(server, context);
    await createOwnedTag(server, parent, 'Mia');
    await page.goto(routes.formBuilder);
    await nameInput(page).fill('Theo');

    const dialogs = answerDialogs(page, ['dismiss', 'accept']);
    await page.getByRole('button', { name: en('nav.openMenu') }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: en('nav.signOut') }).click();
    await expect.poll(() => dialogs.seen.length).toBe(1);
    await expect(page).toHaveURL(routes.formBuilder);
    await expect(nameInput(page)).toHaveValue('Theo');
    await expect(menu.getByRole('button', { name: en('nav.signOut') })).toBeVisible();

    await menu.getByRole('button', { name: en('nav.signOut') }).click();
    await expect(page).toHaveURL(routes.home);
    await page.getByRole('button', { name: en('nav.openMenu') }).click();
    await expect(menu.getByRole('link', { name: en('nav.signIn') })).toBeVisible();
    expect(dialogs.seen.map((d) => d.message)).toEqual([en('form.leaveUnsaved'), en('form.leaveUnsaved')]);
  });
});

/** Answers the page's next dialogs in order (dismiss = Cancel / Stay, accept = OK / Leave) and records them. */
function answerDialogs(page: Page, answers: Array<'accept' | 'dismiss'>) {
  const seen: Array<{ type: string; message: string }> = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    const answer = answers[seen.length - 1] ?? 'dismiss';
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return { seen };
}
