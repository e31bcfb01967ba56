// Issue 30: the screens where a parent makes a tag speak the family's language. A German phone goes
// from /activate (a bracelet's printed code) to its configuration and saves it, then makes a second
// profile in the form builder; an Italian phone configures a bracelet in the wizard's last step. Each
// page declares its language and shows no English catalogue text; a screenshot of each to look at.
import { routes } from '#shared/paths.ts';
import { translate } from '../helpers/messages.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { pageChecker } from './language-check.ts';

const PHONE = { width: 390, height: 844 };
// Three saves and four pages on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.describe('a de-DE phone', () => {
  test.use({ locale: 'de-DE', viewport: PHONE });

  test('activates a bracelet by its code, configures it, and makes a profile in the form builder', async ({
    page,
    context,
    server,
  }, testInfo) => {
    const t = translate('de');
    const checkPage = pageChecker(page, 'de', testInfo);
    await signInAsNewParent(server, context);
    const [first, second] = await server.app.deps.services.inventory.createBatch({ count: 2 });

    // 1. /activate: the printed code makes the bracelet the parent's.
    await page.goto(routes.activate);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: t('activate.heading') })).toBeVisible();
    await expect(page.getByLabel(t('activate.codeLabel'))).toHaveAttribute(
      'placeholder',
      t('activate.codePlaceholder'),
    );
    await checkPage('activate');
    await page.getByLabel(t('activate.codeLabel')).fill(first!.uniqueCode);
    await page.getByRole('button', { name: t('activate.button') }).click();

    // 2. Its configuration (the form in edit mode), with the activation's toast in German.
    await expect(page.getByRole('heading', { name: t('form.editHeading') })).toBeVisible();
    await expect(page.getByTestId('toast').first()).toContainText(t('activate.okTitle'));
    await page.getByLabel(t('form.childNameLabel')).fill('Lena');
    await page.getByLabel(t('form.childAgeLabel')).fill('6');
    await page.getByRole('button', { name: t('fieldTemplates.allergies') }).click();
    const field1 = page.getByRole('group', { name: t('form.fieldLegend', { n: 1 }) });
    await expect(field1.getByLabel(t('form.fieldTitleLabel'))).toHaveValue(t('fieldTemplates.allergies'));
    await field1.getByLabel(t('form.fieldContentLabel')).fill('Erdnüsse');
    await checkPage('configure');
    await page.getByRole('button', { name: t('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByTestId('toast').filter({ hasText: t('form.saveOkTitle') })).toContainText(
      t('form.saveOk'),
    );

    // 3. The form builder: a second profile, on the second bracelet by its code.
    await page.goto(routes.formBuilder);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: t('form.createHeading') })).toBeVisible();
    await page.getByLabel(t('form.braceletCodeLabel')).fill(second!.uniqueCode);
    await page.getByLabel(t('form.childNameLabel')).fill('Jonas');
    await page.getByRole('button', { name: t('fieldTemplates.emergencyContact') }).click();
    await page
      .getByRole('group', { name: t('form.fieldLegend', { n: 1 }) })
      .getByLabel(t('form.fieldContentLabel'))
      .fill('Mama +49 170 1234567');
    await checkPage('form-builder');
    await page.getByRole('button', { name: t('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    await expect(page.getByTestId('toast').filter({ hasText: t('form.createOkTitle') })).toContainText(
      t('form.createOk'),
    );
  });
});

test.describe('an it-IT phone', () => {
  test.use({ locale: 'it-IT', viewport: PHONE });

  test("configures a bracelet in the wizard's last step", async ({ page, context, server }, testInfo) => {
    const t = translate('it');
    const checkPage = pageChecker(page, 'it', testInfo);
    await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });

    // Signed in and verified: the wizard starts at configuration; the page's title is Italian too.
    await page.goto(routes.activateBracelet(bracelet!.physicalId!));
    await waitForHydration(page);
    await expect(page).toHaveTitle(new RegExp(`^${t('wizard.heading')} · `));
    await expect(page.getByTestId('current-step')).toHaveText(
      `${t('wizard.currentStep')}: ${t('wizard.stepOf', { step: 3, total: 3, name: t('wizard.steps.2') })}`,
    );
    await page.getByLabel(t('wizard.childNameLabel')).fill('Giulia');
    await page.getByRole('button', { name: t('fieldTemplates.bloodType') }).click();
    await page
      .getByRole('group', { name: t('form.fieldLegend', { n: 1 }) })
      .getByLabel(t('form.fieldContentLabel'))
      .fill('0+');
    await checkPage('configure-step');

    // No complete field: the wizard's own refusal, in Italian.
    await page
      .getByRole('group', { name: t('form.fieldLegend', { n: 1 }) })
      .getByLabel(t('form.fieldContentLabel'))
      .fill('');
    await page.getByRole('button', { name: t('wizard.activateButton') }).click();
    await expect(page.getByTestId('toast').first()).toContainText(t('wizard.missing'));
    await checkPage('configure-step-missing');

    await page
      .getByRole('group', { name: t('form.fieldLegend', { n: 1 }) })
      .getByLabel(t('form.fieldContentLabel'))
      .fill('0+');
    await page.getByRole('button', { name: t('wizard.activateButton') }).click();
    await expect(page).toHaveURL(routes.publicTag(bracelet!.uniqueCode));
    await expect(page.getByTestId('toast').filter({ hasText: t('wizard.okTitle') })).toContainText(
      t('wizard.ok'),
    );
  });
});
