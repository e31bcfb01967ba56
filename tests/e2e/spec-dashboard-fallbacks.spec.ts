// SPEC §2's dashboard fallbacks in Chromium: a tag activated by code but not configured yet has no
// child name and no age, and its card says so: 'Unnamed Child', 'Age not set'.
import { routes } from '#shared/paths.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { en } from '../helpers/messages.ts';

test("a tag activated but not configured: 'Unnamed Child', 'Age not set', no fields", async ({
  page,
  context,
  server,
}) => {
  await signInAsNewParent(server, context);
  const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
  await page.goto(routes.activate);
  await page.getByLabel(en('activate.codeLabel')).fill(bracelet!.uniqueCode);
  await page.getByRole('button', { name: en('activate.button') }).click();
  await expect(page).toHaveURL(routes.configure(bracelet!.id));

  // Leave the form without saving: the tag is the parent's, still without child data.
  await page.goto(routes.dashboard);
  const card = page.getByRole('article', { name: en('dashboard.unnamedChild') });
  await expect(card).toBeVisible();
  await expect(card).toContainText(en('dashboard.ageNotSet'));
  await expect(card).toContainText(bracelet!.uniqueCode);
  await expect(card).toContainText(en('dashboard.fieldsConfigured', { n: 0 }));
});
