// Decision 015: a bracelet whose number kept its separators (migration 0005 left it, its plain twin
// exists) is the one its chip's address reaches, also after the parent signs in inside the wizard,
// when the wizard reads the bracelet again: the child's data must land on that row, not the twin.
import { eq } from 'drizzle-orm';
import { tags } from '#server/db/schema/index.ts';
import { en } from '../helpers/messages.ts';
import { createVerifiedParent, PARENT_PASSWORD } from './accounts.ts';
import { expect, test } from './fixtures.ts';

test('signing in inside the wizard keeps the bracelet the chip named, not its plain-number twin', async ({
  page,
  server,
}) => {
  const [left, twin] = await server.app.deps.services.inventory.createBatch({ count: 2 });
  // As migration 0005 leaves one chip entered twice: the old form beside the plain one.
  await server.db.update(tags).set({ physicalId: '04-F5-F6-F7' }).where(eq(tags.id, left!.id));
  await server.db.update(tags).set({ physicalId: '04F5F6F7' }).where(eq(tags.id, twin!.id));
  const parent = await createVerifiedParent(server);

  await page.goto('/activate-bracelet/04-F5-F6-F7');
  await expect(page.getByTestId('bracelet-number')).toHaveText('04-F5-F6-F7');
  await page.getByRole('button', { name: en('wizard.signIn') }).click();
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByLabel(en('wizard.childNameLabel'))).toBeVisible();
  await expect(page.getByTestId('bracelet-number')).toHaveText('04-F5-F6-F7');
  await page.getByLabel(en('wizard.childNameLabel')).fill('Ada');
  const first = page.getByRole('group', { name: en('form.fieldLegend', { n: 1 }) });
  await first.getByLabel(en('form.fieldTitleLabel')).fill('Allergies');
  await first.getByLabel(en('form.fieldContentLabel')).fill('Peanuts');
  await page.getByRole('button', { name: en('wizard.activateButton') }).click();

  await expect(page).toHaveURL(`/tag/${left!.uniqueCode}`);
  const owner = async (id: string) =>
    (await server.db.select({ userId: tags.userId }).from(tags).where(eq(tags.id, id)))[0]?.userId;
  expect(await owner(left!.id)).toBe(parent.id);
  expect(await owner(twin!.id)).toBeNull();
});
