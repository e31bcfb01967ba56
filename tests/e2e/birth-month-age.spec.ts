// Issue 34 part 2: on a 390 px phone in Italian, a parent gives the child's birth month and year in the
// edit form; the age input gives way to the computed age, read-only, and the dashboard and the public
// page show that age. Born in January nine years ago: nine on any day of this year (the tag was saved as 6).
import { routes } from '#shared/paths.ts';
import { monthNames } from '#shared/i18n/format.ts';
import { translate } from '../helpers/messages.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';

test.use({ locale: 'it-IT', viewport: { width: 390, height: 844 } });

test('a birth month and year give the age on the form, the dashboard and the public page', async ({
  page,
  context,
  server,
}) => {
  const t = translate('it');
  const parent = await signInAsNewParent(server, context);
  const tag = await createOwnedTag(server, parent, 'Giulia');
  const birthYear = new Date().getUTCFullYear() - 9;

  await page.goto(routes.configure(tag.id));
  const ageInput = page.getByLabel(t('form.childAgeLabel'), { exact: true });
  await expect(ageInput).toBeEditable();
  await page
    .getByLabel(t('form.birthMonthLabel'), { exact: true })
    .selectOption({ label: monthNames('it')[0]! });
  await page.getByLabel(t('form.birthYearLabel'), { exact: true }).fill(String(birthYear));

  // The typed age is replaced by the computed one, read-only, with the line that says why.
  await expect(ageInput).toHaveCount(0);
  const computed = page.getByLabel(t('form.ageFromBirth'), { exact: true });
  await expect(computed).toHaveValue('9');
  await expect(computed).not.toBeEditable();
  await expect(page.getByText(t('form.ageFromBirthHint', { age: 9 }))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: t('form.save') }).click();
  await expect(page).toHaveURL(routes.dashboard);
  await expect(
    page.getByRole('article', { name: 'Giulia' }).getByText(t('dashboard.age', { n: 9 })),
  ).toBeVisible();

  await page.goto(routes.publicTagAsResponder(tag.uniqueCode));
  await expect(page.getByText(t('publicTag.ageYears', { count: 9 }), { exact: true })).toBeVisible();

  // Back in the form, the birth month and year are there and the age still computed.
  await page.goto(routes.configure(tag.id));
  await expect(page.getByLabel(t('form.birthYearLabel'), { exact: true })).toHaveValue(String(birthYear));
  await expect(page.getByLabel(t('form.ageFromBirth'), { exact: true })).toHaveValue('9');
});
