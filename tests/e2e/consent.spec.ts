// Issue 17: recorded consent and the privacy notice. Before a parent's first save of emergency data the
// form shows an unticked box that blocks the save; ticked, the save records the consent and the next
// save does not ask. /privacy is reachable from the site footer and from a public tag page.
import { eq } from 'drizzle-orm';
import { consents } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { expect, test, type Page } from './fixtures.ts';
import { signInAsNewParent } from './accounts.ts';
import { CONSENT_LABEL, CONSENT_REQUIRED } from './consent.ts';
import { createOwnedTag } from './owned-tags.ts';

const SHOTS = process.env.SHOTS_DIR;
const field = (page: Page, n: number) => page.getByRole('group', { name: en('form.fieldLegend', { n }) });
const consentBox = (page: Page) => page.getByRole('checkbox', { name: CONSENT_LABEL });

// A phone's screen: the parent fills the form on one (and the screenshots are taken at this size).
test.use({ viewport: { width: 390, height: 844 } });

test.describe('recorded consent', () => {
  test('the unticked box blocks the first save; ticked, the save records it; the next save does not ask', async ({
    page,
    context,
    server,
  }) => {
    const parent = await signInAsNewParent(server, context, { consented: false });
    await page.goto(routes.formBuilder);
    await page.getByLabel(en('form.childNameLabel')).fill('Nora');
    await field(page, 1).getByLabel(en('form.fieldTitleLabel')).fill('Allergies');
    await field(page, 1).getByLabel(en('form.fieldContentLabel')).fill('Bee stings');

    await expect(consentBox(page)).toBeVisible();
    await expect(consentBox(page)).not.toBeChecked();
    // The notice is one click away from the box, in a new tab (the typed form stays).
    const link = page.getByRole('link', { name: 'privacy notice', exact: true });
    await expect(link).toHaveAttribute('href', '/privacy');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/priv-consent-form.png`, fullPage: true });

    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(routes.formBuilder);
    expect(await server.db.select().from(consents).where(eq(consents.userId, parent.id))).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/priv-consent-blocked.png`, fullPage: true });

    await consentBox(page).check();
    await expect(page.getByText(CONSENT_REQUIRED)).toHaveCount(0);
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    const recorded = await server.db.select().from(consents).where(eq(consents.userId, parent.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The second save, in the same session and after a reload: no box.
    const tag = await createOwnedTag(server, parent, 'Nora');
    await page.goto(routes.configure(tag.id));
    await expect(page.getByLabel(en('form.childNameLabel'))).toHaveValue('Nora');
    await expect(consentBox(page)).toHaveCount(0);
    await page.getByLabel(en('form.childNameLabel')).fill('Nora B');
    await page.getByRole('button', { name: en('form.save') }).click();
    await expect(page).toHaveURL(routes.dashboard);
    expect(await server.db.select().from(consents).where(eq(consents.userId, parent.id))).toHaveLength(1);
  });

  test('a parent whose consent is for an older notice is asked again', async ({ page, context, server }) => {
    const parent = await signInAsNewParent(server, context, { consented: false });
    await server.db.insert(consents).values({ userId: parent.id, noticeVersion: '2000-01-01' });
    const tag = await createOwnedTag(server, parent, 'Ada');
    await page.goto(routes.configure(tag.id));
    await expect(page.getByLabel(en('form.childNameLabel'))).toHaveValue('Ada');
    await expect(consentBox(page)).not.toBeChecked();
  });
});

test.describe('the privacy notice', () => {
  test('is reachable from the site footer, signed out, and shows its version and the support address', async ({
    page,
    server,
  }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    await expect(page.getByTestId('notice-version')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('link', { name: server.config.supportEmail }).first()).toBeVisible();
    for (const topic of [/90 days/, /never store the IP address/i, /PIN/, /\/account/]) {
      await expect(page.getByText(topic).first()).toBeVisible();
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/priv-consent-privacy.png`, fullPage: true });
  });

  test('is linked from a public tag page, in the page language', async ({ browser, server, context }) => {
    const parent = await signInAsNewParent(server, context);
    const tag = await createOwnedTag(server, parent, 'Mia');
    // A stranger's browser (no session), reading Italian.
    const stranger = await browser.newContext({
      locale: 'it-IT',
      extraHTTPHeaders: { 'accept-language': 'it' },
    });
    const page = await stranger.newPage();
    await page.goto(`${server.url}${routes.publicTag(tag.uniqueCode)}`);
    const link = page.getByRole('link', { name: 'Informativa sulla privacy' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`${server.url}/privacy`);
    await expect(page.getByTestId('notice-version')).toBeVisible();
    await stranger.close();
  });
});
