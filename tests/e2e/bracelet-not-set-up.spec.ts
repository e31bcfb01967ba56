// A responder taps a bracelet no parent has set up yet (issue 28): its address opens the parent's
// activation form, and above it the page says the bracelet is not set up and offers the emergency
// number, in the phone's language, with JavaScript off and on.
import { translate } from '#tests/helpers/messages.ts';
import { routes } from '#shared/paths.ts';
import { expect, test, type Page } from './fixtures.ts';

const de = translate('de');
const notice = (page: Page) => page.getByTestId('bracelet-not-set-up');

test.describe('a bracelet no parent has set up, on a German phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says so and offers the emergency number, above the notice that the form needs JavaScript', async ({
      page,
      server,
    }) => {
      const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
      await page.goto(routes.activateBracelet(bracelet!.physicalId!));
      await expect(notice(page).getByRole('heading', { name: de('responder.notSetUp.title') })).toBeVisible();
      await expect(notice(page)).toContainText(de('responder.notSetUp.body'));
      const call = notice(page).getByRole('link', { name: '112 anrufen' });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:112');
      await expect(call).toBeInViewport();
      const noticeBox = (await notice(page).boundingBox())!;
      const formNotice = (await page.getByTestId('noscript-notice').boundingBox())!;
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(formNotice.y);
    });
  });

  test('with JavaScript the notice stays above the activation form', async ({ page, server }, testInfo) => {
    const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
    await page.goto(routes.activateBracelet(bracelet!.physicalId!));
    const register = page.getByRole('button', { name: de('wizard.registerButton') });
    await expect(register).toBeVisible();
    await expect(notice(page).getByRole('heading', { name: de('responder.notSetUp.title') })).toBeVisible();
    const call = notice(page).getByRole('link', { name: '112 anrufen' });
    await expect(call).toBeInViewport();
    const noticeBox = (await notice(page).boundingBox())!;
    const heading = (await page.getByRole('heading', { name: de('wizard.heading') }).boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(heading.y);
    await page.screenshot({ path: testInfo.outputPath('bracelet-not-set-up-390.png'), fullPage: true });
  });
});
