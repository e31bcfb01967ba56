// Issue 29: the create form starts with the bracelet's printed code. With a free bracelet's code, the
// profile made in the form is on that bracelet: its public page and its chip's address show the child.
// A refused code says why under the box. Without a code the form still makes a profile whose page works
// (card-only: no bracelet number). On a phone and on a desktop.
import { and, eq } from 'drizzle-orm';
import { tags } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test, type E2EServer } from './fixtures.ts';
import { en } from '#tests/helpers/messages.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
const SHOTS = process.env.SHOTS_DIR;
// Two sizes, each with two saves and three pages, on a shared machine.
test.describe.configure({ timeout: 120_000 });

const storedTag = async (server: E2EServer, userId: string, childName: string) => {
  const [row] = await server.db
    .select()
    .from(tags)
    .where(and(eq(tags.userId, userId), eq(tags.childName, childName)));
  return row!;
};

test('a profile made with a bracelet code is on that bracelet; one made without still has its page', async ({
  browser,
  server,
}, testInfo) => {
  for (const { name, viewport } of SIZES) {
    const context = await browser.newContext({ viewport, baseURL: server.url });
    const parent = await signInAsNewParent(server, context);
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    const page = await context.newPage();
    await page.goto(routes.formBuilder);

    const code = page.getByLabel(en('form.braceletCodeLabel'));
    await expect(code).toBeVisible();
    await expect(page.getByText(en('form.noCodeHint'))).toBeVisible();
    await expect(page.getByText(en('activate.hintTitle'))).toBeVisible();
    // SPEC's create form rule stays: age 1.
    await expect(page.getByLabel(en('form.childAgeLabel'))).toHaveValue('1');
    await page.screenshot({ path: testInfo.outputPath(`${name}-create-form.png`), fullPage: true });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/create-with-code-${name}.png`, fullPage: true });

    await page.getByLabel(en('form.childNameLabel')).fill('Giulia');
    await page.getByLabel(en('form.fieldTitleLabel')).fill('Allergies');
    await page.getByLabel(en('form.fieldContentLabel')).fill('Penicillin');
    // An unknown code: activation's answer, under the box; nothing saved, the form stays.
    await code.fill('ZZZZ9999ZZZZ');
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page.locator('[role="alert"]', { hasText: en('errors.tagCodeNotFound') })).toBeVisible();
    await expect(page).toHaveURL(routes.formBuilder);
    await expect(code).toBeFocused();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/create-with-code-${name}-refused.png` });

    // As printed, grouped and in lower case: the box reads it as the code.
    const printed = bracelet!.uniqueCode.toLowerCase().replace(/(.{4})(?!$)/g, '$1 ');
    await code.fill(printed);
    await expect(code).toHaveValue(bracelet!.uniqueCode);
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);

    const made = await storedTag(server, parent.id, 'Giulia');
    expect(made).toMatchObject({ id: bracelet!.id, physicalId: bracelet!.physicalId });
    const responder = await browser.newPage({ viewport, baseURL: server.url });
    await responder.goto(routes.publicTag(bracelet!.uniqueCode));
    await expect(responder.getByText('Giulia')).toBeVisible();
    await expect(responder.getByText('Penicillin')).toBeVisible();
    // The chip's address now opens the child's page, not the sign-up wizard.
    await responder.goto(`/activate-bracelet/${bracelet!.physicalId}`);
    await expect(responder).toHaveURL(routes.publicTag(bracelet!.uniqueCode));
    await expect(responder.getByText('Giulia')).toBeVisible();

    // Without a code: a card-only profile, whose page works.
    await page.goto(routes.formBuilder);
    await page.getByLabel(en('form.childNameLabel')).fill('Leo');
    await page.getByLabel(en('form.fieldTitleLabel')).fill('Blood Type');
    await page.getByLabel(en('form.fieldContentLabel')).fill('0+');
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    const cardOnly = await storedTag(server, parent.id, 'Leo');
    expect(cardOnly.physicalId).toBeNull();
    await responder.goto(routes.publicTag(cardOnly.uniqueCode));
    await expect(responder.getByText('Leo')).toBeVisible();
    await expect(responder.getByText('0+')).toBeVisible();
    await responder.close();
    await context.close();
  }
});
