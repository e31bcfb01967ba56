// Issue 17 in the browser: a parent's "Home Address" starts protected in our form (the toggle says
// so), the tag's page (issue 29, from the card's Manage) shows its PIN, and on a responder's phone the address shows only its title
// until that PIN is typed.
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { signInAsNewParent } from './accounts.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const ADDRESS = 'Via Segreta 7, 20121 Milano';
const SHOTS = '/work/notes/shots';

test('a protected field is hidden on the public page and shown with the PIN from the dashboard', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
  await signInAsNewParent(server, context);
  const page = await context.newPage();
  await page.goto(routes.formBuilder);
  await page.getByLabel('Child Name').fill('Mia');
  // Issue 17: a title that means home starts protected; allergies start public.
  const titles = page.getByLabel('Title', { exact: true });
  await titles.nth(0).fill('Allergies');
  await page.getByLabel('Content').nth(0).fill('Peanuts');
  await page.getByRole('button', { name: 'Add Field' }).click();
  await titles.nth(1).fill('Home Address');
  await page.getByLabel('Content').nth(1).fill(ADDRESS);
  const visibility = page.getByLabel('Who can see it');
  await expect(visibility.nth(0)).toHaveValue('public');
  await expect(visibility.nth(1)).toHaveValue('protected');
  await expect(visibility.nth(1).locator('option:checked')).toHaveText('Protected (PIN)');
  await visibility.nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/priv-pin-form-toggle.png` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(routes.dashboard);
  const code = (await page.locator('.font-mono.font-semibold').first().textContent())!.trim();
  await page.getByRole('link', { name: en('tagPage.manageLabel', { childName: 'Mia' }) }).click();
  // Decision 026: 8 digits, shown in two groups as the card prints them.
  const shownPin = (await page.getByTestId('tag-pin').textContent())!.trim();
  expect(shownPin).toMatch(/^\d{4} \d{4}$/);
  const pin = shownPin.replace(' ', '');

  // A responder: no session.
  const responder = await browser.newContext({ viewport: PHONE, baseURL: server.url });
  const phone = await responder.newPage();
  await phone.goto(`/tag/${code}`);
  await waitForHydration(phone);
  await expect(phone.getByText('Peanuts')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'More information' })).toBeVisible();
  await expect(phone.getByText('Home Address')).toBeVisible();
  expect(await phone.content()).not.toContain(ADDRESS);
  await phone.getByRole('heading', { name: 'More information' }).scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SHOTS}/priv-pin-public-locked.png` });
  // What cannot be a PIN is answered in the page and never sent: it uses up none of the tag's tries.
  const unlocks: string[] = [];
  phone.on('request', (request) => {
    if (request.url().endsWith('/unlock')) unlocks.push(request.postData() ?? '');
  });
  for (const typed of ['', '12a45', '12345', '1234567', '123456789']) {
    await phone.getByLabel('PIN').fill(typed);
    await phone.getByRole('button', { name: 'Show' }).click();
    await expect(
      phone.getByText('The PIN has 8 digits (6 on older cards). Please type all of them.'),
    ).toBeVisible();
  }
  expect(unlocks).toEqual([]);
  // A wrong PIN says so; the right one (typed with a space, as a card may show it) shows the address.
  await phone.getByLabel('PIN').fill('00000000' === pin ? '11111111' : '00000000');
  await phone.getByRole('button', { name: 'Show' }).click();
  await expect(phone.getByText('Wrong PIN. Please try again.')).toBeVisible();
  // The whole grouped PIN fits the box ("4821 0937").
  await phone.getByLabel('PIN').fill(shownPin);
  await expect(phone.getByLabel('PIN')).toHaveValue(shownPin);
  await phone.getByRole('button', { name: 'Show' }).click();
  await expect(phone.getByText(ADDRESS)).toBeVisible();
  expect(unlocks).toHaveLength(2);
  await phone.screenshot({ path: `${SHOTS}/priv-pin-public-unlocked.png` });
  // No cookie, no session: a reload hides it again.
  await phone.reload();
  await waitForHydration(phone);
  await expect(phone.getByText('Home Address')).toBeVisible();
  await expect(phone.getByText(ADDRESS)).toHaveCount(0);
  await responder.close();
  await context.close();
});
