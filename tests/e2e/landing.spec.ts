// The landing page in Chromium: every section with SPEC's default texts, server-rendered with its data
// embedded (no API call for the first paint), currency symbols from the settings, image fallbacks,
// the video section, SEO tags, and the disabled checkout without PayPal credentials.
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { mediaContent, paypalSettings, siteContent, videoSectionContent } from '#server/db/schema/index.ts';
import {
  FEATURES_SECTION_DEFAULTS as F,
  HOW_IT_WORKS_DEFAULTS,
  HOW_IT_WORKS_STEP_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  SITE_CONTENT_DEFAULTS as S,
  VIDEO_SECTION_DEFAULTS,
} from '#shared/content-defaults.ts';

import { en } from '../helpers/messages.ts';
import { expect, test, waitForHydration, waitForNetworkIdle } from './fixtures.ts';
import { resetLandingContent } from './landing-content.ts';

test.describe('landing page', () => {
  // Other specs in this worker (the admin's) change the landing content: start from SPEC's defaults.
  test.beforeEach(async ({ server }) => resetLandingContent(server.db));
  test.afterAll(async ({ server }) => resetLandingContent(server.db));
  test('shows every section with the default texts, server-rendered and hydrated without API calls', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      // The page's texts (decision 019) load beside the scripts; every data read is embedded.
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/messages/'))
        apiCalls.push(request.url());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    // The HTML itself carries the page (readable before any script runs).
    const html = await response!.text();
    expect(html).toContain(S.hero_description);
    expect(html).toContain(F.feature4Title);
    expect(html).toContain(RATINGS_SECTION_DEFAULTS.signature);

    const hero = page.getByTestId('hero');
    await expect(hero.getByRole('heading', { level: 1, name: S.hero_title })).toBeVisible();
    await expect(hero.getByText(S.hero_subtitle, { exact: true })).toBeVisible();
    await expect(hero.getByText(S.hero_description)).toBeVisible();
    await expect(hero.getByTestId('hero-logo')).toHaveAttribute('src', '/logo.svg');
    const badges = page.getByTestId('trust-badges').getByRole('listitem');
    await expect(badges).toHaveText([S.hero_trust_1_text, S.hero_trust_2_text, S.hero_trust_3_text]);
    await expect(badges.locator('svg.lucide-shield')).toHaveCount(1);
    await expect(badges.locator('svg.lucide-wifi')).toHaveCount(1);

    const box = page.getByTestId('price-box');
    await expect(box.getByTestId('price')).toHaveText(`€${PAYPAL_SETTINGS_DEFAULTS.price}`);
    await expect(box.getByTestId('shipping-text')).toHaveText(PAYPAL_SETTINGS_DEFAULTS.shippingText);
    await expect(box.getByTestId('price-note')).toHaveText(PAYPAL_SETTINGS_DEFAULTS.subtextBelow);

    const how = page.locator('#how-it-works');
    await expect(how.getByRole('heading', { level: 2 })).toHaveText(HOW_IT_WORKS_DEFAULTS.mainTitle);
    await expect(how.getByText(HOW_IT_WORKS_DEFAULTS.subtitle)).toBeVisible();
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(
      HOW_IT_WORKS_STEP_DEFAULTS.map((s) => s.title),
    );
    for (const step of HOW_IT_WORKS_STEP_DEFAULTS) await expect(how.getByText(step.subtitle)).toBeVisible();
    await expect(how.locator('svg.lucide-shopping-cart')).toHaveCount(1);
    await expect(how.locator('svg.lucide-smartphone')).toHaveCount(1);

    const video = page.getByTestId('video-section');
    await expect(video.getByRole('heading', { level: 2 })).toHaveText(VIDEO_SECTION_DEFAULTS.mainTitle);
    await expect(video.getByText(VIDEO_SECTION_DEFAULTS.subTitle)).toBeVisible();
    await expect(video.getByText(VIDEO_SECTION_DEFAULTS.thirdTitle)).toBeVisible();
    await expect(video.getByTestId('video-placeholder')).toContainText(en('landing.demoVideo'));
    await expect(video.getByTestId('video-placeholder')).toContainText(en('landing.comingSoon'));

    await expect(page.getByTestId('feature').getByRole('heading', { level: 3 })).toHaveText([
      F.feature1Title,
      F.feature2Title,
      F.feature3Title,
      F.feature4Title,
    ]);
    await expect(page.getByRole('heading', { level: 2, name: F.mainTitle })).toBeVisible();
    await expect(page.getByText(F.subTitle)).toBeVisible();
    await expect(page.getByText(F.feature2Subtitle)).toBeVisible();

    const quote = page.getByTestId('quote-section');
    await expect(quote.getByTestId('stars').locator('svg')).toHaveCount(5);
    await expect(quote.getByRole('img', { name: en('landing.rating', { stars: 5 }) })).toBeVisible();
    await expect(quote.getByText(RATINGS_SECTION_DEFAULTS.quote)).toBeVisible();
    await expect(quote.getByText(RATINGS_SECTION_DEFAULTS.subSignature)).toBeVisible();
    await expect(page.getByText(en('common.footerTagline'))).toBeVisible();

    // Hydrated: the React app is live (the mobile menu toggles) and no API call was needed.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test('title, description and Open Graph tags come from the CMS texts', async ({ page, server }) => {
    await server.db
      .update(siteContent)
      .set({ content: 'Bracelets that <speak> for kids' })
      .where(eq(siteContent.section, 'hero_subtitle'));
    try {
      await page.goto('/');
      await expect(page).toHaveTitle(`${S.hero_title} – Bracelets that <speak> for kids`);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute(
        'content',
        /^Bracelets that <speak> for kids\. Keep your loved ones/,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${S.hero_title} – Bracelets that <speak> for kids`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/product\.svg$/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${server.url}/`);
      await expect(page.getByText('Bracelets that <speak> for kids', { exact: true })).toBeVisible();
    } finally {
      await server.db
        .update(siteContent)
        .set({ content: S.hero_subtitle })
        .where(eq(siteContent.section, 'hero_subtitle'));
    }
  });

  test('the price shows €, $ or £ by currency, and the landing shipping and button defaults', async ({
    page,
    server,
  }) => {
    try {
      for (const [currency, symbol] of [
        ['USD', '$'],
        ['GBP', '£'],
        ['CHF', '£'],
        ['EUR', '€'],
      ] as const) {
        await server.db.update(paypalSettings).set({ currency, price: '19.50' });
        await page.goto('/');
        await expect(page.getByTestId('price')).toHaveText(`${symbol}19.50`);
      }
      // Cleared in the dashboard: SPEC's defaults show, never an empty box or a button with no label.
      await server.db.update(paypalSettings).set({ shippingText: '', buttonText: '  ' });
      await page.goto('/');
      await expect(page.getByTestId('shipping-text')).toHaveText('Free shipping included');
      await expect(page.getByTestId('checkout-button')).toHaveText('Buy Now with PayPal');
    } finally {
      await server.db.update(paypalSettings).set({ ...PAYPAL_SETTINGS_DEFAULTS });
    }
  });

  test('uploaded images go through /api/files, fall back to the defaults when they fail, and the product image is cache-busted per render', async ({
    page,
    server,
  }) => {
    await server.db.insert(mediaContent).values([
      { section: 'hero_logo', title: 'Logo', imageUrl: '/objects/uploads/missing-logo.png' },
      { section: 'header_logo', title: 'Header logo', imageUrl: '/objects/uploads/missing-header.png' },
      {
        section: 'product_showcase',
        title: 'Our bracelet',
        imageUrl: '/objects/uploads/missing-product.png',
      },
    ]);
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/files/')) requested.push(url.pathname + url.search);
    });
    try {
      await page.goto('/');
      const product = page.getByTestId('product-image');
      await expect(product).toHaveAttribute('src', '/product.svg');
      await expect(page.getByTestId('hero-logo')).toHaveAttribute('src', '/logo.svg');
      await expect(page.getByTestId('header-logo')).toHaveAttribute('src', '/logo.svg');
      await expect(product).toHaveAttribute('alt', 'Our bracelet');
      expect(requested).toContain('/api/files/objects/uploads/missing-logo.png');
      const productRequests = requested.filter((r) =>
        r.startsWith('/api/files/objects/uploads/missing-product.png?v='),
      );
      expect(productRequests).toHaveLength(1);

      await page.reload();
      await expect(page.getByTestId('product-image')).toHaveAttribute('src', '/product.svg');
      const after = requested.filter((r) =>
        r.startsWith('/api/files/objects/uploads/missing-product.png?v='),
      );
      expect(after).toHaveLength(2);
      expect(after[0]).not.toBe(after[1]);
    } finally {
      await server.db.delete(mediaContent);
    }
  });

  test('a configured video plays in a <video> element with the unsupported-browser text', async ({
    page,
    server,
  }) => {
    await server.db.update(videoSectionContent).set({ videoUrl: '/objects/uploads/demo.mp4' });
    try {
      await page.goto('/');
      const video = page.getByTestId('demo-video');
      await expect(video).toBeVisible();
      await expect(video.locator('source')).toHaveAttribute('src', '/api/files/objects/uploads/demo.mp4');
      expect(await video.textContent()).toBe(en('landing.videoUnsupported'));
      await expect(page.getByTestId('video-placeholder')).toHaveCount(0);
    } finally {
      await server.db.update(videoSectionContent).set({ videoUrl: null });
    }
  });

  test('inline-edited texts win over the section defaults; unknown icon names fall back', async ({
    page,
    server,
  }) => {
    await server.db
      .update(siteContent)
      .set({ content: 'Watch the demo' })
      .where(eq(siteContent.section, 'video_main_title'));
    await server.db
      .update(siteContent)
      .set({ content: 'NO BATTERIES NEEDED' })
      .where(eq(siteContent.section, 'hero_trust_1_icon'));
    await server.db
      .update(siteContent)
      .set({ content: 'Rocket' })
      .where(eq(siteContent.section, 'hero_trust_2_icon'));
    try {
      await page.goto('/');
      await expect(page.getByTestId('video-section').getByRole('heading', { level: 2 })).toHaveText(
        'Watch the demo',
      );
      const badges = page.getByTestId('trust-badges').getByRole('listitem');
      await expect(badges.nth(0).locator('svg.lucide-wifi')).toHaveCount(1);
      await expect(badges.nth(1).locator('svg.lucide-shield')).toHaveCount(1);
    } finally {
      for (const key of ['video_main_title', 'hero_trust_1_icon', 'hero_trust_2_icon'] as const) {
        await server.db.update(siteContent).set({ content: S[key] }).where(eq(siteContent.section, key));
      }
    }
  });

  test('without PayPal credentials the payment button is disabled with a short notice, and nothing of PayPal loads', async ({
    page,
  }) => {
    const paypalRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname.endsWith('paypal.com') || url.pathname.startsWith('/api/paypal/'))
        paypalRequests.push(request.url());
    });
    await page.goto('/');
    const box = page.getByTestId('price-box');
    await expect(box.getByRole('button', { name: PAYPAL_SETTINGS_DEFAULTS.buttonText })).toBeDisabled();
    await expect(box.getByTestId('checkout-disabled')).toHaveText(en('landing.checkoutDisabled'));
    // The SDK loads lazily once the hydrated price box comes into view: bring it there, then give
    // any such load the time to start and finish before saying there was none.
    await waitForHydration(page);
    await box.scrollIntoViewIfNeeded();
    await expect(box).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForNetworkIdle(page);
    expect(paypalRequests).toEqual([]);
  });

  test('has no axe-core accessibility violations on a phone and a desktop', async ({ page }) => {
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/');
      await expect(page.getByTestId('price-box')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, `${size.width}px`).toEqual([]);
    }
  });

  test('the How It Works link scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('the How It Works link scrolls there also when tapped while the page code is still loading', async ({
    page,
  }) => {
    // The landing page's chunk is held, so the tap lands before the page could hydrate. React used to
    // hydrate the header alone, then drop and re-render the page on the tap, losing the scroll.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/landing-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    release();
    // Once React has hydrated the section, the page is still scrolled there.
    await expect(page.locator('#how-it-works')).toBeInViewport();
    await waitForHydration(page, '#how-it-works');
    await expect(page.locator('#how-it-works')).toBeInViewport();
    expect(errors).toEqual([]);
  });
});
