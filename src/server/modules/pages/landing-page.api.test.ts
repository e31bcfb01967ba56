// GET / for a signed-out visitor: the landing page rendered on the server with its data embedded,
// hostile CMS texts escaped, no inline script (the CSP forbids them); a signed-in parent gets the app.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalSettings, siteContent } from '#server/db/schema/index.ts';
import { EMBEDDED_STATE_ID } from '#shared/paths.ts';
import { FEATURES_SECTION_DEFAULTS, SITE_CONTENT_DEFAULTS } from '#shared/content-defaults.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { embeddedState, queryData } from '#tests/helpers/embedded-state.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe('landing page HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is rendered on the server with every section and all of its data embedded', async () => {
    const res = await t.agent().get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script id=/.exec(res.body)![1]!;
    expect(root).toContain(SITE_CONTENT_DEFAULTS.hero_description);
    expect(root).toContain('id="how-it-works"');
    expect(root).toContain(FEATURES_SECTION_DEFAULTS.feature3Title);
    expect(root).toContain('€29.99');

    const state = embeddedState(res.body);
    expect(queryData(state, ['/api/auth/user'])).toBeNull();
    expect(queryData(state, ['/api/paypal-settings'])).toMatchObject({ price: '29.99', currency: 'EUR' });
    expect(queryData(state, ['/api/how-it-works'])).toMatchObject({ steps: expect.any(Array) });
    expect(queryData(state, ['/api/features-section'])).toMatchObject({ feature1Title: 'Waterproof Design' });
    expect(queryData(state, ['/api/video-section'])).toMatchObject({ videoUrl: null });
    expect(queryData(state, ['/api/ratings-section'])).toMatchObject({ signature: 'Sarah M.' });
    expect(queryData(state, ['/api/media'])).toEqual([]);
    expect(queryData(state, ['/api/admin/check'])).toEqual({ isAdmin: false });
    for (const [section, content] of Object.entries(SITE_CONTENT_DEFAULTS)) {
      expect(queryData(state, ['/api/content', section])).toEqual({ section, content });
    }
    expect(state.site.paymentsEnabled).toBe(false);
  });

  it('has no inline script, only the JSON data block', async () => {
    const res = await t.agent().get('/');
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([` id="${EMBEDDED_STATE_ID}" type="application/json"`]);
  });

  it('escapes hostile CMS text in the title, meta tags, markup and embedded JSON', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    await t.db.update(siteContent).set({ content: hostile }).where(eq(siteContent.section, 'hero_subtitle'));
    await t.db.update(paypalSettings).set({ subtextBelow: '</script><script>alert(3)</script>' });
    try {
      const res = await t.agent().get('/');
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<img src=x');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(embeddedState(res.body).queries).toContainEqual([
        ['/api/content', 'hero_subtitle'],
        { section: 'hero_subtitle', content: hostile },
      ]);
    } finally {
      await t.db
        .update(siteContent)
        .set({ content: SITE_CONTENT_DEFAULTS.hero_subtitle })
        .where(eq(siteContent.section, 'hero_subtitle'));
      await t.db
        .update(paypalSettings)
        .set({ subtextBelow: 'Secure payment via PayPal • 30-day money back guarantee' });
    }
  });

  it('embeds isAdmin for a signed-in admin (the pencils need no extra call)', async () => {
    const admin = await adminAgent(t, await createAdmin(t));
    const res = await admin.get('/');
    expect(queryData(embeddedState(res.body), ['/api/admin/check'])).toEqual({ isAdmin: true });
  });

  it('a signed-in parent gets the app shell with their user, not the landing page', async () => {
    const user = await createUser(t);
    const res = await (await agentFor(t, user)).get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SITE_CONTENT_DEFAULTS.hero_description);
    const state = embeddedState(res.body);
    expect(queryData(state, ['/api/auth/user'])).toMatchObject({ id: user.id });
    expect(queryData(state, ['/api/paypal-settings'])).toBeUndefined();
  });
});
