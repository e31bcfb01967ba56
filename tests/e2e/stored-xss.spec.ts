// Stored XSS (issue 8): markup stored in every text a parent or an admin can write (and in the order
// data PayPal hands us) is shown as text on every page that displays it. Chromium runs with the CSP
// bypassed, so an injected handler would really run: a dialog fails the test, and so does any injected
// element or inline handler found in the DOM.
import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { admins, orders, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { SITE_CONTENT_DEFAULTS } from '#shared/content-defaults.ts';
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';
import { resetLandingContent } from './landing-content.ts';

/** Three classic payloads in one text; under 100 characters with its label, so every field takes it. */
const PAYLOAD = `<script>alert(1)</script><img src=x onerror=alert(1)>"><svg onload=alert(1)>`;
const xss = (label: string) => `${label} ${PAYLOAD}`;
/** For fields whose limit is tight or which must look like a URL. */
const JS_URL = 'javascript:alert(1)';

// Every site_content key of SPEC §3.
const SITE_KEYS = Object.keys(SITE_CONTENT_DEFAULTS);
const site = (key: string) => xss(`site:${key}`);

const SECTIONS = {
  howItWorks: { mainTitle: xss('hiw:mainTitle'), subtitle: xss('hiw:subtitle') },
  steps: [1, 2, 3].map((n) => ({
    stepNumber: n,
    icon: 'Edit',
    title: xss(`step${n}:title`),
    subtitle: xss(`step${n}:subtitle`),
  })),
  video: {
    mainTitle: xss('video:mainTitle'),
    subTitle: xss('video:subTitle'),
    thirdTitle: xss('video:thirdTitle'),
    videoUrl: `https://video.invalid/v.mp4?"><svg/onload=alert(1)>`,
  },
  features: Object.fromEntries([
    ['mainTitle', xss('features:mainTitle')],
    ['subTitle', xss('features:subTitle')],
    ...[1, 2, 3, 4].flatMap((n) => [
      [`feature${n}Icon`, 'Heart'],
      [`feature${n}Title`, xss(`feature${n}:title`)],
      [`feature${n}Subtitle`, xss(`feature${n}:subtitle`)],
    ]),
  ]) as Record<string, string>,
  ratings: {
    quote: xss('ratings:quote'),
    signature: xss('ratings:signature'),
    subSignature: xss('ratings:sub'),
  },
  paypal: {
    price: '31.50',
    currency: 'EUR',
    shippingText: xss('paypal:shipping'),
    buttonText: xss('paypal:button'),
    subtextBelow: xss('paypal:subtext'),
    shippingPrice: '0',
    maxQuantity: 5,
    sellerName: xss('paypal:seller'),
    sellerAddress: xss('paypal:address'),
    vatNumber: 'IT01234567890',
    taxRate: '',
  },
};
const MEDIA_SECTIONS = ['header_logo', 'hero_logo', 'product_showcase', 'hero_image'] as const;
const media = (section: string) => ({
  section,
  imageUrl: `https://img.invalid/${section}.png?"><svg/onload=alert(1)>`,
  title: xss(`media:${section}:title`),
  description: xss(`media:${section}:description`),
});

const PARENT = { firstName: xss('parent:first'), lastName: xss('parent:last') };
const TAG = {
  childName: xss('child'),
  childAge: 8,
  fields: [
    { title: xss('field1:title'), content: xss('field1:content') },
    { title: xss('field2:title'), content: `${JS_URL} ${xss('field2:content')}` },
    { title: 'Emergency Contact', content: `Mum ${PAYLOAD} +44 20 7946 0958` },
  ],
};
const ORDER = {
  customerName: xss('order:name'),
  customerEmail: `"><svg/onload=alert(1)>@example.test`,
  shippingAddress: `${xss('order:address')}\n1 Main St`,
};

/** Elements and attributes the payloads would create if they were parsed as markup. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim().toLowerCase();
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
          value.startsWith('javascript:')
        ) {
          found.push(`${element.tagName} ${attribute.name}=${value}`);
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (!script.src && script.type !== 'application/json')
        found.push(`inline script ${script.textContent?.slice(0, 60)}`);
    }
    for (const image of Array.from(document.querySelectorAll('img'))) {
      if (image.getAttribute('src') === 'x') found.push('img src=x');
    }
    return found;
  });
}

/** Fails the test on any dialog the page opens (alert, confirm, prompt). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Each text is on the page as text (the markup as characters, not elements), and nothing was injected. */
async function expectShownAsText(page: Page, texts: string[], dialogs: string[]) {
  for (const text of texts) {
    await expect
      .poll(async () => page.evaluate((t) => document.body.textContent?.includes(t) ?? false, text), {
        message: `shown as text: ${text.slice(0, 40)}`,
      })
      .toBe(true);
  }
  expect(await injectedElements(page)).toEqual([]);
  expect(dialogs).toEqual([]);
}

/** Values of every input and textarea on the page. */
async function fieldValues(page: Page): Promise<string[]> {
  return page
    .locator('input, textarea')
    .evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement | HTMLTextAreaElement).value),
    );
}

async function expectInFields(page: Page, texts: string[], dialogs: string[]) {
  for (const text of texts) {
    await expect
      .poll(() => fieldValues(page), { message: `a field holds ${text.slice(0, 40)}` })
      .toContain(text);
  }
  expect(await injectedElements(page)).toEqual([]);
  expect(dialogs).toEqual([]);
}

type World = {
  tagId: string;
  uniqueCode: string;
  parentCookie: string;
  adminCookie: string;
  orderId: string;
};

async function apiAs(server: E2EServer, cookieName: string, token: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { cookie: `${cookieName}=${token}` },
  });
}

/** Everything written through the real API (validation included), as a parent and as an admin would. */
async function storePayloads(server: E2EServer): Promise<World> {
  const suffix = randomBytes(4).toString('hex');
  const [admin] = await server.db
    .insert(admins)
    .values({ username: `xss-admin-${suffix}`, email: null, password: await hashPassword('admin-password') })
    .returning();
  const adminToken = (await server.app.deps.sessions.create('admin', admin!.id)).token;
  const asAdmin = await apiAs(server, sessionCookieName(server.config, 'admin'), adminToken);
  const ok = async (method: 'post' | 'put', url: string, data: unknown) => {
    const res = await asAdmin[method](url, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  };
  await ok(
    'post',
    '/api/admin/content',
    SITE_KEYS.map((key) => ({ section: key, content: site(key) })),
  );
  await ok('post', '/api/admin/how-it-works', SECTIONS.howItWorks);
  for (const step of SECTIONS.steps) await ok('post', '/api/admin/how-it-works/step', step);
  await ok('post', '/api/admin/video-section', SECTIONS.video);
  await ok('post', '/api/admin/features-section', SECTIONS.features);
  await ok('post', '/api/admin/ratings-section', SECTIONS.ratings);
  await ok('post', '/api/admin/paypal-settings', SECTIONS.paypal);
  for (const section of MEDIA_SECTIONS) await ok('post', '/api/admin/media', media(section));
  // Where a stored text becomes a URL, a javascript: URL is refused.
  for (const [url, data] of [
    ['/api/admin/media', { ...media('hero_logo'), imageUrl: JS_URL }],
    ['/api/admin/video-section', { ...SECTIONS.video, videoUrl: JS_URL }],
  ] as const) {
    expect((await asAdmin.post(url, { data })).status()).toBe(400);
  }
  await asAdmin.dispose();

  const [parent] = await server.db
    .insert(users)
    .values({
      email: `xss-parent-${suffix}@example.test`,
      password: await hashPassword('correct-horse-battery'),
      ...PARENT,
      isEmailVerified: true,
    })
    .returning();
  const parentToken = (await server.app.deps.sessions.create('user', parent!.id)).token;
  const asParent = await apiAs(server, sessionCookieName(server.config, 'user'), parentToken);
  const created = await asParent.post('/api/tags', { data: TAG });
  expect(created.status(), await created.text()).toBe(201);
  const tag = (await created.json()) as { id: string; uniqueCode: string };
  await asParent.dispose();

  const [order] = await server.db
    .insert(orders)
    .values({
      paypalOrderId: `XSS${suffix}`.toUpperCase(),
      amount: '31.50',
      unitAmount: '31.50',
      currency: 'EUR',
      status: 'paid',
      ...ORDER,
    })
    .returning();
  return {
    tagId: tag.id,
    uniqueCode: tag.uniqueCode,
    parentCookie: parentToken,
    adminCookie: adminToken,
    orderId: order!.id,
  };
}

/** The next spec in this worker starts from SPEC's default landing content and without our order. */
async function removePayloads(server: E2EServer, world: World) {
  await resetLandingContent(server.db);
  await server.db.delete(orders).where(eq(orders.id, world.orderId));
}

async function signIn(context: BrowserContext, server: E2EServer, kind: 'user' | 'admin', token: string) {
  await context.addCookies([{ name: sessionCookieName(server.config, kind), value: token, url: server.url }]);
}

/** No request leaves for the (unreachable) hosts the payload URLs name. */
async function stayOffline(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
}

const LANDING_TEXTS = [
  ...SITE_KEYS.filter((key) => !key.endsWith('_icon')).map(site),
  SECTIONS.howItWorks.mainTitle,
  SECTIONS.howItWorks.subtitle,
  ...SECTIONS.steps.flatMap((step) => [step.title, step.subtitle]),
  SECTIONS.features.mainTitle!,
  SECTIONS.features.subTitle!,
  ...[1, 2, 3, 4].flatMap((n) => [
    SECTIONS.features[`feature${n}Title`]!,
    SECTIONS.features[`feature${n}Subtitle`]!,
  ]),
  SECTIONS.ratings.quote,
  SECTIONS.ratings.signature,
  SECTIONS.ratings.subSignature,
  SECTIONS.paypal.shippingText,
  SECTIONS.paypal.subtextBelow,
];
const FORM_TEXTS = [TAG.childName, ...TAG.fields.flatMap((field) => [field.title, field.content])];
/** On the public page the phone number becomes a link ('Call …'), so the third content shows in two parts. */
const PUBLIC_PAGE_TEXTS = [...FORM_TEXTS.slice(0, -1), `Mum ${PAYLOAD}`];

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

test.describe('stored XSS: markup in stored texts is shown as text', () => {
  let world: World;
  test.beforeAll(async ({ server }) => {
    world = await storePayloads(server);
  });
  test.afterAll(async ({ server }) => {
    await removePayloads(server, world);
  });

  test('landing page, signed out, with JavaScript and without', async ({
    page,
    context,
    browser,
    server,
  }) => {
    await stayOffline(context);
    const dialogs = watchDialogs(page);
    await page.goto(routes.home);
    await expect(page.locator('[data-testid="video-section"]')).toBeVisible();
    await expectShownAsText(page, LANDING_TEXTS, dialogs);
    await expect(page).toHaveTitle(`${site('hero_title')} – ${site('hero_subtitle')}`);
    // Media titles are image descriptions: attributes, never markup.
    const alts = await page.locator('img').evaluateAll((images) => images.map((i) => i.getAttribute('alt')));
    expect(alts).toContain(media('product_showcase').title);

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      bypassCSP: true,
      baseURL: server.url,
    });
    await stayOffline(noScript);
    const plain = await noScript.newPage();
    await plain.goto(routes.home);
    await expectShownAsText(plain, LANDING_TEXTS, []);
    await noScript.close();
  });

  test('landing page as an admin, and the inline editor pre-filled with the stored text', async ({
    page,
    context,
    server,
  }) => {
    await stayOffline(context);
    await signIn(context, server, 'admin', world.adminCookie);
    const dialogs = watchDialogs(page);
    await page.goto(routes.home);
    await expect(page.getByRole('button', { name: `${en('admin.edit')} hero_title` })).toBeVisible();
    await expectShownAsText(page, LANDING_TEXTS, dialogs);
    await page.getByRole('button', { name: `${en('admin.edit')} hero_title` }).click();
    await expectInFields(page, [site('hero_title')], dialogs);
    await page.getByRole('button', { name: en('admin.cancel') }).click();
    await expectShownAsText(page, [site('hero_title')], dialogs);
  });

  test("the parent's dashboard and tag form", async ({ page, context, server }) => {
    await signIn(context, server, 'user', world.parentCookie);
    const dialogs = watchDialogs(page);
    await page.goto(routes.dashboard);
    await expectShownAsText(page, [PARENT.firstName, TAG.childName], dialogs);
    await page.goto(routes.configure(world.tagId));
    await expectInFields(page, FORM_TEXTS, dialogs);
    await expectShownAsText(page, [PARENT.firstName], dialogs);
  });

  test('the public emergency page, with JavaScript and without', async ({ page, browser, server }) => {
    const dialogs = watchDialogs(page);
    await page.goto(routes.publicTag(world.uniqueCode));
    await expectShownAsText(page, PUBLIC_PAGE_TEXTS, dialogs);
    await expect(page.getByRole('link', { name: /\+44 20 7946 0958/ })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      bypassCSP: true,
      baseURL: server.url,
    });
    const plain = await noScript.newPage();
    await plain.goto(routes.publicTag(world.uniqueCode));
    await expectShownAsText(plain, PUBLIC_PAGE_TEXTS, []);
    await noScript.close();
  });

  test('addresses that carry markup (the verify page, the bracelet address, a tag code) show it as text', async ({
    page,
    browser,
    server,
  }) => {
    const dialogs = watchDialogs(page);
    const markup = encodeURIComponent(PAYLOAD);
    await page.goto(`${routes.verifyEmail(PAYLOAD)}`);
    await expectShownAsText(page, [PAYLOAD], dialogs);
    for (const path of [`/activate-bracelet/${markup}`, `/tag/${markup}`]) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(await injectedElements(page), path).toEqual([]);
    }
    expect(dialogs).toEqual([]);
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      bypassCSP: true,
      baseURL: server.url,
    });
    const plain = await noScript.newPage();
    await plain.goto(`/tag/${markup}`);
    expect(await injectedElements(plain)).toEqual([]);
    await noScript.close();
  });

  test('every admin dashboard tab, and the orders tab', async ({ page, context, server }) => {
    await stayOffline(context);
    await signIn(context, server, 'admin', world.adminCookie);
    const dialogs = watchDialogs(page);
    await page.goto(routes.adminDashboard);
    const tab = async (name: string) => {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    };
    await tab(en('admin.tabs.header'));
    expect(await injectedElements(page)).toEqual([]);
    await tab(en('admin.tabs.hero'));
    await expectInFields(
      page,
      [
        'hero_subtitle',
        'hero_description',
        'hero_trust_1_text',
        'hero_trust_2_text',
        'hero_trust_3_text',
      ].map(site),
      dialogs,
    );
    await tab(en('admin.tabs.paypal'));
    await expectInFields(
      page,
      [SECTIONS.paypal.shippingText, SECTIONS.paypal.buttonText, SECTIONS.paypal.subtextBelow],
      dialogs,
    );
    await tab(en('admin.tabs.howItWorks'));
    await expectInFields(
      page,
      [
        SECTIONS.howItWorks.mainTitle,
        SECTIONS.howItWorks.subtitle,
        ...SECTIONS.steps.flatMap((s) => [s.title, s.subtitle]),
      ],
      dialogs,
    );
    await tab(en('admin.tabs.video'));
    await expectInFields(
      page,
      [SECTIONS.video.mainTitle, SECTIONS.video.subTitle, SECTIONS.video.thirdTitle],
      dialogs,
    );
    await tab(en('admin.tabs.features'));
    await expectInFields(
      page,
      Object.entries(SECTIONS.features)
        .filter(([key]) => !key.endsWith('Icon'))
        .map(([, value]) => value),
      dialogs,
    );
    await tab(en('admin.tabs.ratings'));
    await expectInFields(
      page,
      [SECTIONS.ratings.quote, SECTIONS.ratings.signature, SECTIONS.ratings.subSignature],
      dialogs,
    );
    await tab(en('admin.tabs.bracelets'));
    expect(await injectedElements(page)).toEqual([]);
    await tab(en('admin.tabs.orders'));
    await expectShownAsText(page, [ORDER.customerName, ORDER.customerEmail], dialogs);
    // The order's own page (issue 32) shows the address too, and links the e-mail.
    await page.goto(routes.adminOrder(world.orderId));
    await expectShownAsText(page, [ORDER.customerName, ORDER.customerEmail, xss('order:address')], dialogs);
    await expect(page.getByRole('link', { name: ORDER.customerEmail })).toHaveAttribute(
      'href',
      `mailto:${ORDER.customerEmail}`,
    );
  });
});
