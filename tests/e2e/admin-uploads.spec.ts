// Uploads on the admin dashboard in Chromium (SPEC §2 upload widget, §4 image upload, §5 limits,
// §8 upload errors): the three image uploads reach the landing page, the widget's uploading /
// success / error / dismissed states, the server's refusals and the client's 50 MB video limit.
import { truncate, writeFile } from 'node:fs/promises';
import { mediaContent } from '#server/db/schema/index.ts';
import { en } from '../helpers/messages.ts';
import { expect, test, type Page } from './fixtures.ts';
import { asVisitor, dashboardTab, openDashboard, PNG_1X1, UPLOADED_FILE } from './admin-dashboard.ts';
import { holdRequests } from './held-requests.ts';
import { resetLandingContent } from './landing-content.ts';

const UPLOAD_PUT = '**/api/uploads/**';

/** The product image carries a cache-busting parameter (SPEC §2); the logos are shown as stored. */
function srcOn(testId: string, src: string): string | RegExp {
  return testId === 'product-image' ? new RegExp(`^${src.replaceAll('.', '\\.')}\\?v=.+$`) : src;
}

function imageDrawn(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
}

test.describe('admin uploads', () => {
  test.beforeEach(async ({ server }) => resetLandingContent(server.db));
  test.afterAll(async ({ server }) => resetLandingContent(server.db));

  const IMAGE_UPLOADS = [
    { tab: 'Hero', label: 'Hero Logo', toast: 'Logo uploaded successfully!', landing: 'hero-logo' },
    {
      tab: 'Hero',
      label: 'Product Image',
      toast: 'Product image uploaded successfully!',
      landing: 'product-image',
    },
    {
      tab: 'Header',
      label: 'Header Logo',
      toast: 'Header logo uploaded successfully!',
      landing: 'header-logo',
    },
  ];
  for (const upload of IMAGE_UPLOADS) {
    test(`${upload.label}: '${upload.toast}', then a visitor sees the uploaded image`, async ({
      page,
      server,
      browser,
    }) => {
      await openDashboard(page, server);
      await dashboardTab(page, upload.tab).click();
      const widget = page.getByTestId(`upload-${upload.label}`);
      await widget.getByLabel(upload.label).setInputFiles({
        name: 'picture.png',
        mimeType: 'image/png',
        buffer: PNG_1X1,
      });
      await expect(page.getByTestId('toast')).toContainText(upload.toast);
      const preview = widget.getByRole('img', { name: 'Uploaded file preview' });
      await expect(preview).toHaveAttribute('src', UPLOADED_FILE('png'));
      const src = (await preview.getAttribute('src'))!;

      // Media is refreshed (SPEC §4): the admin, going home inside the app, sees the upload at once.
      await page.getByRole('link', { name: 'SafeKid Tag home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId(upload.landing)).toHaveAttribute('src', srcOn(upload.landing, src));

      await asVisitor(browser, server.url, async (landing) => {
        const image = landing.getByTestId(upload.landing);
        await expect(image).toHaveAttribute('src', srcOn(upload.landing, src));
        // Drawn from the upload (1×1), not replaced by the default image.
        await expect.poll(() => imageDrawn(landing, upload.landing)).toBe(1);
      });
    });
  }

  test('the widget: uploading with a percent, success with a preview via /api/files, Dismiss back to idle', async ({
    page,
    server,
  }) => {
    await openDashboard(page, server);
    const widget = page.getByTestId('upload-Header Logo');
    const held = await holdRequests(page, UPLOAD_PUT);
    await widget.getByLabel('Header Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await held.arrived;
    const uploading = widget.getByRole('status');
    await expect(uploading).toHaveText(/^Uploading\.\.\. \d{1,3}%$/);
    const percent = Number(/(\d+)%/.exec((await uploading.textContent())!)![1]);
    await expect(widget.getByRole('progressbar', { name: 'Header Logo' })).toHaveAttribute(
      'value',
      String(percent),
    );
    await expect(widget.getByLabel('Header Logo')).toHaveCount(1); // only the progress bar now
    await expect(widget.locator('input[type=file]')).toHaveCount(0);

    await held.release();
    await expect(widget.getByText('Upload successful')).toBeVisible();
    const preview = widget.getByRole('img', { name: 'Uploaded file preview' });
    await expect(preview).toHaveAttribute('src', UPLOADED_FILE('png'));
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(widget.getByRole('progressbar')).toHaveCount(0);

    await widget.getByRole('button', { name: 'Dismiss' }).click();
    await expect(widget.getByRole('button', { name: en('upload.chooseFile') })).toBeVisible();
    await expect(widget.getByRole('img', { name: 'Uploaded file preview' })).toHaveCount(0);
    await expect(widget.getByText('Upload successful')).toHaveCount(0);
  });

  test("a file whose bytes are not the declared image: 'Upload failed with status 400', nothing shown", async ({
    page,
    server,
    browser,
  }) => {
    await openDashboard(page, server);
    const widget = page.getByTestId('upload-Header Logo');
    await widget.getByLabel('Header Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is a text file that was renamed to logo.png by mistake.'.repeat(4)),
    });
    await expect(widget.getByRole('alert')).toHaveText('Upload failed with status 400');
    await expect(widget.getByRole('img', { name: 'Uploaded file preview' })).toHaveCount(0);
    await expect(page.getByText('Header logo uploaded successfully!')).toHaveCount(0);

    await widget.getByRole('button', { name: 'Dismiss' }).click();
    await expect(widget.getByRole('alert')).toHaveCount(0);
    await expect(widget.getByRole('button', { name: en('upload.chooseFile') })).toBeVisible();

    await asVisitor(browser, server.url, async (landing) => {
      await expect(landing.getByTestId('header-logo')).toHaveAttribute('src', '/logo.svg');
    });
  });

  test("an upload link that expired while the file was on its way: 'Upload failed with status 403'", async ({
    page,
    server,
  }) => {
    await openDashboard(page, server);
    const widget = page.getByTestId('upload-Header Logo');
    const held = await holdRequests(page, UPLOAD_PUT);
    await widget.getByLabel('Header Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await held.arrived;
    server.clock.advance(11 * 60 * 1000); // the signed link lives 10 minutes (decision 032)
    await held.release();
    await expect(widget.getByRole('alert')).toHaveText('Upload failed with status 403');
    await widget.getByRole('button', { name: 'Dismiss' }).click();
    await expect(widget.getByRole('button', { name: en('upload.chooseFile') })).toBeVisible();
  });

  test("an upload cut off on its way: 'Upload failed'", async ({ page, server }) => {
    await openDashboard(page, server);
    await page.route(UPLOAD_PUT, (route) => route.abort('connectionreset'));
    const widget = page.getByTestId('upload-Header Logo');
    await widget.getByLabel('Header Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await expect(widget.getByRole('alert')).toHaveText('Upload failed');
    await widget.getByRole('button', { name: 'Dismiss' }).click();
    await expect(widget.getByRole('button', { name: en('upload.chooseFile') })).toBeVisible();
  });

  test("a video type the server does not take: 'Failed to get upload URL'", async ({ page, server }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'Video' }).click();
    const widget = page.getByTestId('upload-Video');
    await widget.getByLabel('Video').setInputFiles({
      name: 'clip.mov',
      mimeType: 'video/quicktime',
      buffer: Buffer.alloc(2048),
    });
    await expect(widget.getByRole('alert')).toContainText('Failed to get upload URL');
    await expect(page.getByText('Video uploaded successfully')).toHaveCount(0);
    await expect(page.getByRole('figure').filter({ hasText: 'Current video' })).toHaveCount(0);
  });

  test('a video of 50 MB is let through, one byte more is refused before anything is sent', async ({
    page,
    server,
  }, testInfo) => {
    // Playwright passes files over 50 MB only from disk: write them (sparse, after a WebM header).
    const videoOf = async (name: string, bytes: number) => {
      const file = testInfo.outputPath(name);
      await writeFile(file, Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      await truncate(file, bytes);
      return file;
    };
    const FIFTY_MB = 50 * 1024 * 1024;

    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'Video' }).click();
    const widget = page.getByTestId('upload-Video');

    // At the limit: the widget asks for an upload URL (the test stops it there: no 50 MB transfer).
    let askedSize: unknown;
    await page.route('**/api/admin/upload-url', async (route) => {
      askedSize = route.request().postDataJSON().size;
      await route.abort('connectionreset');
    });
    await widget.getByLabel('Video').setInputFiles(await videoOf('fifty.webm', FIFTY_MB));
    await expect(widget.getByRole('alert')).toHaveText('Failed to get upload URL');
    expect(askedSize).toBe(FIFTY_MB);
    await widget.getByRole('button', { name: 'Dismiss' }).click();

    const uploadCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(admin\/upload-url|uploads\/)/.test(request.url())) uploadCalls.push(request.url());
    });
    await widget.getByLabel('Video').setInputFiles(await videoOf('too-big.webm', FIFTY_MB + 1));
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('File too large');
    await expect(toast).toContainText('File size must be less than 50MB');
    await expect(widget.getByRole('button', { name: en('upload.chooseFile') })).toBeVisible();
    await expect(widget.getByRole('status')).toHaveCount(0);
    expect(uploadCalls).toEqual([]);
  });

  test("the Header tab hides the current logo's preview when it fails to load", async ({ page, server }) => {
    // A media entry whose file is gone (never stored): /api/files answers 404.
    await server.db.insert(mediaContent).values({
      section: 'header_logo',
      title: 'Header Logo',
      imageUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000.png',
    });
    await openDashboard(page, server);
    await expect(page.getByTestId('upload-Header Logo').locator('input[type=file]')).toBeVisible();
    await expect(page.getByTestId('current-header-logo')).toHaveCount(0);
    // The header itself falls back to the default logo (SPEC §2).
    await expect(page.getByTestId('header-logo')).toHaveAttribute('src', '/logo.svg');
  });

  test("the video widget refuses an image: 'Invalid file type'", async ({ page, server }) => {
    await openDashboard(page, server);
    await page.getByRole('tab', { name: 'Video' }).click();
    const widget = page.getByTestId('upload-Video');
    await widget.getByLabel('Video').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Invalid file type');
    await expect(toast).toContainText('Please select a file matching: video/*');
    await expect(widget.getByRole('button', { name: en('upload.chooseFile') })).toBeVisible();
  });
});
