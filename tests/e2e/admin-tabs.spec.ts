// The admin dashboard's section tabs in Chromium (SPEC §2 "Admin dashboard", §4, §8): each form is
// edited and saved, shows 'Saving...' on a disabled button while pending and SPEC's success title,
// and a signed-out visitor then sees the change on the landing page. Strings are SPEC's, typed here.
import { expect, test } from './fixtures.ts';
import {
  asVisitor,
  goInApp,
  openDashboard,
  saveWhileWatchingPending,
  UPLOADED_FILE,
  WEBM_VIDEO,
} from './admin-dashboard.ts';
import { resetLandingContent } from './landing-content.ts';

test.describe('admin dashboard tabs', () => {
  // The specs of one worker share its database: start from SPEC's defaults, leave them behind.
  test.beforeEach(async ({ server }) => resetLandingContent(server.db));
  test.afterAll(async ({ server }) => resetLandingContent(server.db));

  test('How it Works: Save Main Content changes the section title and subtitle', async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'How it Works' }).click();
    await page.getByLabel('Main Title', { exact: true }).fill('Three taps to safety');
    await page.getByLabel('Subtitle', { exact: true }).fill('Order, activate, relax');
    await saveWhileWatchingPending(page, 'Save Main Content', '**/api/admin/how-it-works');
    await expect(page.getByTestId('toast')).toContainText('How it Works content updated successfully');

    await asVisitor(browser, server.url, async (landing) => {
      const section = landing.locator('#how-it-works');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Three taps to safety');
      await expect(section.getByText('Order, activate, relax')).toBeVisible();
    });
  });

  test('How it Works: Update Step 1, 2 and 3 each change only their own step', async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'How it Works' }).click();
    const steps = [
      { n: 1, icon: 'Zap', iconClass: 'lucide-zap', title: 'Pick a colour', subtitle: 'Ships in two days' },
      { n: 2, icon: 'Heart', iconClass: 'lucide-heart', title: 'Scan once', subtitle: 'Type the code' },
      { n: 3, icon: 'Lock', iconClass: 'lucide-lock', title: 'Stay calm', subtitle: 'Help reads it' },
    ];
    for (const step of steps) {
      const form = page.getByRole('form', { name: `Step ${step.n}` });
      await form.getByLabel(`Step ${step.n} Icon`).selectOption(step.icon);
      await form.getByLabel(`Step ${step.n} Title`).fill(step.title);
      await form.getByLabel(`Step ${step.n} Subtitle`).fill(step.subtitle);
      await saveWhileWatchingPending(page, `Update Step ${step.n}`, '**/api/admin/how-it-works/step');
      await expect(page.getByTestId('toast')).toContainText('Step updated successfully');

      // Each step saves on its own: the steps saved before keep their new texts.
      await asVisitor(browser, server.url, async (landing) => {
        const cards = landing.getByTestId('how-it-works-step');
        await expect(cards).toHaveCount(3);
        const card = cards.nth(step.n - 1);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(step.title);
        await expect(card.getByText(step.subtitle)).toBeVisible();
        await expect(card.locator(`svg.${step.iconClass}`)).toHaveCount(1);
        for (const earlier of steps.filter((s) => s.n < step.n)) {
          await expect(cards.nth(earlier.n - 1).getByRole('heading', { level: 3 })).toHaveText(earlier.title);
        }
      });
    }
  });

  test('typed edits survive a look at another tab, and a save there: coming back, they are still there to save', async ({
    page,
    server,
  }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'How it Works' }).click();
    await page.getByLabel('Main Title', { exact: true }).fill('Three taps to safety');
    await page.getByRole('tab', { name: 'PayPal' }).click();
    await expect(page.getByLabel('Main Title', { exact: true })).toBeHidden();
    // A save refreshes what the dashboard has read; a refresh must not overwrite unsaved typing.
    await page.getByRole('tab', { name: 'Ratings' }).click();
    await saveWhileWatchingPending(page, 'Save Ratings Section', '**/api/admin/ratings-section');
    await expect(page.getByTestId('toast')).toContainText('Ratings section updated successfully');
    await page.getByRole('tab', { name: 'How it Works' }).click();
    await expect(page.getByLabel('Main Title', { exact: true })).toHaveValue('Three taps to safety');
    await saveWhileWatchingPending(page, 'Save Main Content', '**/api/admin/how-it-works');
    await expect(page.getByTestId('toast')).toContainText('How it Works content updated successfully');
  });

  test('Video: upload with preview fills the video URL; Save Video Section shows it on the landing page', async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'Video' }).click();
    await page.getByLabel('Main Title', { exact: true }).fill('Watch it work');
    await page.getByLabel('Sub Title', { exact: true }).fill('Thirty seconds, no app');
    await page.getByLabel('Third Title', { exact: true }).fill('Any phone reads it');

    const widget = page.getByTestId('upload-Video');
    await widget.getByLabel('Video').setInputFiles({
      name: 'demo.webm',
      mimeType: 'video/webm',
      buffer: WEBM_VIDEO,
    });
    await expect(page.getByTestId('toast')).toContainText('Video uploaded successfully');
    await expect(widget.getByText('Upload successful')).toBeVisible();
    // The upload's own preview (the box also shows the current video above it).
    const preview = widget.getByRole('status').locator('video');
    await expect(preview).toHaveAttribute('src', UPLOADED_FILE('webm'));
    const src = (await preview.getAttribute('src'))!;
    // The preview really plays the uploaded file (its metadata loaded: 32×18).
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(32);
    // The form's video URL now holds the upload: the current-video preview shows it.
    const current = page.getByRole('figure').filter({ hasText: 'Current video' });
    await expect(current.locator('video')).toHaveAttribute('src', src);

    await saveWhileWatchingPending(page, 'Save Video Section', '**/api/admin/video-section');
    await expect(page.getByTestId('toast')).toContainText('Video section updated successfully');

    await asVisitor(browser, server.url, async (landing) => {
      const section = landing.getByTestId('video-section');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Watch it work');
      await expect(section.getByText('Thirty seconds, no app')).toBeVisible();
      await expect(section.getByText('Any phone reads it')).toBeVisible();
      await expect(section.getByTestId('video-placeholder')).toHaveCount(0);
      await expect(section.getByTestId('demo-video').locator('source')).toHaveAttribute('src', src);
    });
  });

  test('Features: Save Features Section changes the titles, an icon and a description', async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'Features' }).click();
    await page.getByLabel('Main Title', { exact: true }).fill('Made for busy parents');
    await page.getByLabel('Subtitle', { exact: true }).fill('Four reasons to trust it');
    await page.getByLabel('Feature 3 Icon').selectOption('Lock');
    await page.getByLabel('Feature 3 Title').fill('Private by design');
    await page.getByLabel('Feature 3 Description').fill('Only what you choose is shown');
    await saveWhileWatchingPending(page, 'Save Features Section', '**/api/admin/features-section');
    await expect(page.getByTestId('toast')).toContainText('Features section updated successfully');

    await asVisitor(browser, server.url, async (landing) => {
      await expect(landing.getByRole('heading', { level: 2, name: 'Made for busy parents' })).toBeVisible();
      await expect(landing.getByText('Four reasons to trust it')).toBeVisible();
      const feature = landing.getByTestId('feature').nth(2);
      await expect(feature.getByRole('heading', { level: 3 })).toHaveText('Private by design');
      await expect(feature.getByText('Only what you choose is shown')).toBeVisible();
      await expect(feature.locator('svg.lucide-lock')).toHaveCount(1);
    });
  });

  test('Ratings: Save Ratings Section changes the quote, also for the admin who had the page open', async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    // The landing page is in the admin's cache before the save (SPEC §4: every cached read is refreshed).
    await page.goto('/');
    await expect(page.getByTestId('quote-section').locator('blockquote')).toBeVisible();
    await goInApp(page, '/admin/dashboard');
    await page.getByRole('tab', { name: 'Ratings' }).click();
    await page.getByLabel('Quote', { exact: true }).fill('The nurse knew about the allergy at once.');
    await page.getByLabel('Signature', { exact: true }).fill('Giulia R.');
    await page.getByLabel('Sub Signature', { exact: true }).fill('Mother of two, Turin');
    await saveWhileWatchingPending(page, 'Save Ratings Section', '**/api/admin/ratings-section');
    await expect(page.getByTestId('toast')).toContainText('Ratings section updated successfully');

    await page.getByRole('link', { name: 'SafeKid Tag home' }).click();
    await expect(page.getByTestId('quote-section').locator('blockquote')).toContainText(
      'The nurse knew about the allergy at once.',
    );

    await asVisitor(browser, server.url, async (landing) => {
      const quote = landing.getByTestId('quote-section');
      await expect(quote.locator('blockquote')).toContainText('The nurse knew about the allergy at once.');
      await expect(quote.getByText('Giulia R.', { exact: true })).toBeVisible();
      await expect(quote.getByText('Mother of two, Turin')).toBeVisible();
    });
  });

  test('PayPal and Hero saves show Saving... on their disabled button too', async ({ page, server }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'PayPal' }).click();
    await page.getByLabel('Shipping Text').fill('Ships tomorrow');
    await saveWhileWatchingPending(page, 'Save Settings', '**/api/admin/paypal-settings');
    await expect(page.getByTestId('toast')).toContainText('PayPal settings updated successfully');

    await page.getByRole('tab', { name: 'Hero' }).click();
    await page.getByLabel('Sub Text').fill('Always reachable');
    await saveWhileWatchingPending(page, 'Save Hero Section Changes', '**/api/content');
    await expect(page.getByTestId('toast')).toContainText('Hero Section updated successfully!');
  });
});
