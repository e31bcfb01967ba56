// New PIN (issue 17) on a 390 × 844 phone: it asks first, as Deactivate does, because the old PIN is
// printed on the family's emergency cards. Cancel and Escape send nothing and keep the PIN; the
// confirmation makes a new one, shown in the tag page's PIN group (issue 29) and stored.
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { tags } from '#server/db/schema/index.ts';
import { groupedPin } from '#shared/tag-pin.ts';
import { routes } from '#shared/paths.ts';
import { signInAsNewParent } from './accounts.ts';
import { focusInside } from './dialogs.ts';
import { expect, test } from './fixtures.ts';
import { createOwnedTag } from './owned-tags.ts';
import { en } from '../helpers/messages.ts';

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

test('New PIN asks first: dismissing keeps the PIN and sends nothing, confirming makes a new one', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
  const parent = await signInAsNewParent(server, context);
  const tag = await createOwnedTag(server, parent, 'Mia');
  const page = await context.newPage();
  const pinRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/pin')) pinRequests.push(request.url());
  });
  await page.goto(routes.tagPage(tag.id));
  const card = page.getByRole('region', { name: en('tagPage.pinHeading') });
  const shown = card.getByTestId('tag-pin');
  await expect(shown).toHaveText(groupedPin(tag.pin));
  const storedPin = async () =>
    (await server.db.select({ pin: tags.pin }).from(tags).where(eq(tags.id, tag.id)))[0]!.pin;

  const newPin = card.getByRole('button', { name: en('dashboard.newPin') });
  const dialog = page.getByRole('dialog', { name: en('dashboard.newPinTitle') });
  for (const dismiss of ['Cancel', 'Escape'] as const) {
    await newPin.click();
    await expect(dialog).toContainText('print the card again');
    if (dismiss === 'Cancel') {
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({
        path: SHOTS ? `${SHOTS}/new-pin-confirm.png` : testInfo.outputPath('new-pin-confirm.png'),
      });
      await dialog.getByRole('button', { name: en('dashboard.cancel') }).click();
    } else {
      await focusInside(dialog);
      await page.keyboard.press('Escape');
    }
    await expect(dialog).toBeHidden();
    await expect(newPin).toBeFocused();
    await expect(shown).toHaveText(groupedPin(tag.pin));
    expect(pinRequests).toEqual([]);
    expect(await storedPin()).toBe(tag.pin);
  }

  await newPin.click();
  const answered = page.waitForResponse((res) => res.url().endsWith('/pin'));
  await dialog.getByRole('button', { name: en('dashboard.newPinConfirm') }).click();
  expect((await answered).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(shown).not.toHaveText(groupedPin(tag.pin));
  // Decision 026: a new PIN is 8 digits, shown in two groups.
  await expect(shown).toHaveText(/^\d{4} \d{4}$/);
  expect(pinRequests).toHaveLength(1);
  expect(groupedPin(await storedPin())).toBe((await shown.textContent())!.trim());
  await expect(page.getByTestId('toast').filter({ hasText: en('dashboard.newPinOk') })).toBeVisible();
  await context.close();
});
