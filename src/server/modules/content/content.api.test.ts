import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEATURES_SECTION_DEFAULTS,
  HOW_IT_WORKS_DEFAULTS,
  HOW_IT_WORKS_STEP_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  SITE_CONTENT_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from '#shared/content-defaults.ts';

import { siteContent } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';

/** Every admin call and content write, with a valid body. */
const ADMIN_CALLS: Array<[method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown]> = [
  ['PUT', '/api/content', { section: 'hero_subtitle', content: 'Matrix' }],
  ['GET', '/api/admin/content'],
  ['POST', '/api/admin/content', [{ section: 'hero_description', content: 'Matrix' }]],
  ['GET', '/api/admin/media'],
  ['POST', '/api/admin/media', { section: 'header_logo', imageUrl: '/objects/uploads/x.png', title: 'Logo' }],
  ['POST', '/api/admin/paypal-settings', { ...PAYPAL_SETTINGS_DEFAULTS }],
  ['GET', '/api/admin/how-it-works'],
  ['POST', '/api/admin/how-it-works', { ...HOW_IT_WORKS_DEFAULTS }],
  ['POST', '/api/admin/how-it-works/step', { ...HOW_IT_WORKS_STEP_DEFAULTS[0] }],
  ['GET', '/api/admin/video-section'],
  ['POST', '/api/admin/video-section', { ...VIDEO_SECTION_DEFAULTS }],
  ['GET', '/api/admin/features-section'],
  ['POST', '/api/admin/features-section', { ...FEATURES_SECTION_DEFAULTS }],
  ['GET', '/api/admin/ratings-section'],
  ['POST', '/api/admin/ratings-section', { ...RATINGS_SECTION_DEFAULTS }],
  ['POST', '/api/admin/upload-url', { fileName: 'logo.png', contentType: 'image/png', size: 100 }],
];

describe('content API', () => {
  let t: TestApp;
  let admin: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t, await createAdmin(t));
    parent = await agentFor(t, await createUser(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (agent: TestAgent, [method, path, body]: (typeof ADMIN_CALLS)[number]) =>
    agent.request(method, path, body as Record<string, unknown> | undefined);

  describe('access matrix', () => {
    it.each(ADMIN_CALLS)('%s %s: anonymous → 401', async (...entry) => {
      const res = await call(t.agent(), entry);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en('errors.adminRequired') });
    });

    it.each(ADMIN_CALLS)('%s %s: signed-in parent → 401', async (...entry) => {
      const res = await call(parent, entry);
      expect(res.statusCode).toBe(401);
    });

    it.each(ADMIN_CALLS)('%s %s: admin → 200', async (...entry) => {
      const res = await call(admin, entry);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('a refused write changes nothing', async () => {
      await parent.put('/api/content', { section: 'hero_title', content: 'Hacked' });
      const res = await t.agent().get('/api/content/hero_title');
      expect(res.json().content).not.toBe('Hacked');
    });
  });

  describe('defaults until an admin saves', () => {
    let fresh: TestApp;
    beforeAll(async () => {
      fresh = await createTestApp();
    });
    afterAll(async () => {
      await fresh.close();
    });

    it('GET /api/paypal-settings', async () => {
      expect((await fresh.agent().get('/api/paypal-settings')).json()).toEqual(PAYPAL_SETTINGS_DEFAULTS);
    });
    it('GET /api/how-it-works: content and three steps', async () => {
      expect((await fresh.agent().get('/api/how-it-works')).json()).toEqual({
        content: HOW_IT_WORKS_DEFAULTS,
        steps: HOW_IT_WORKS_STEP_DEFAULTS,
      });
    });
    it('GET /api/video-section: no video', async () => {
      expect((await fresh.agent().get('/api/video-section')).json()).toEqual(VIDEO_SECTION_DEFAULTS);
    });
    it('GET /api/features-section', async () => {
      expect((await fresh.agent().get('/api/features-section')).json()).toEqual(FEATURES_SECTION_DEFAULTS);
    });
    it('GET /api/ratings-section', async () => {
      expect((await fresh.agent().get('/api/ratings-section')).json()).toEqual(RATINGS_SECTION_DEFAULTS);
    });
    it('GET /api/media: empty', async () => {
      expect((await fresh.agent().get('/api/media')).json()).toEqual([]);
    });
    it('GET /api/content/{section}: every default key', async () => {
      for (const [section, content] of Object.entries(SITE_CONTENT_DEFAULTS)) {
        const res = await fresh.agent().get(`/api/content/${section}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ section, content });
      }
    });
    it('GET /api/content/{section}: a default key whose row is missing still answers the default', async () => {
      await fresh.db.delete(siteContent);
      const res = await fresh.agent().get('/api/content/hero_subtitle');
      expect(res.json()).toEqual({ section: 'hero_subtitle', content: SITE_CONTENT_DEFAULTS.hero_subtitle });
    });
    it('GET /api/content/{section}: an unknown or malformed key → 404', async () => {
      expect((await fresh.agent().get('/api/content/no_such_key')).statusCode).toBe(404);
      expect((await fresh.agent().get('/api/content/..%2F..%2Fetc')).statusCode).toBe(404);
    });
  });

  describe('round trips', () => {
    it('PUT /api/content → GET /api/content/{section} and GET /api/admin/content', async () => {
      const res = await admin.put('/api/content', { section: 'hero_subtitle', content: 'Always safe' });
      expect(res.json()).toEqual({ section: 'hero_subtitle', content: 'Always safe' });
      expect((await t.agent().get('/api/content/hero_subtitle')).json()).toEqual({
        section: 'hero_subtitle',
        content: 'Always safe',
      });
      const list = (await admin.get('/api/admin/content')).json() as Array<{
        section: string;
        content: string;
      }>;
      expect(list).toContainEqual({ section: 'hero_subtitle', content: 'Always safe' });
      expect(list).toContainEqual({ section: 'hero_trust_1_icon', content: 'Shield' });
    });

    it('PUT /api/content twice is an idempotent upsert (one row)', async () => {
      await admin.put('/api/content', { section: 'promo_line', content: 'One' });
      await admin.put('/api/content', { section: 'promo_line', content: 'Two' });
      const rows = (await t.db.select().from(siteContent)).filter((r) => r.section === 'promo_line');
      expect(rows).toHaveLength(1);
      expect((await t.agent().get('/api/content/promo_line')).json().content).toBe('Two');
    });

    it('POST /api/admin/content saves a list', async () => {
      const res = await admin.post('/api/admin/content', [
        { section: 'video_main_title', content: 'Watch' },
        { section: 'video_sub_title', content: 'Now' },
      ]);
      expect(res.statusCode).toBe(200);
      expect((await t.agent().get('/api/content/video_main_title')).json().content).toBe('Watch');
      expect((await t.agent().get('/api/content/video_sub_title')).json().content).toBe('Now');
    });

    it('POST /api/admin/content with one bad item saves none of them', async () => {
      const res = await admin.post('/api/admin/content', [
        { section: 'hero_title', content: 'Should not stick' },
        { section: 'x'.repeat(101), content: 'too long a key' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Must be at most 100 characters');
      expect((await t.agent().get('/api/content/hero_title')).json().content).not.toBe('Should not stick');
    });

    it('POST /api/admin/media → GET /api/media and /api/admin/media; saving again updates', async () => {
      const body = {
        section: 'hero_logo',
        imageUrl: '/objects/uploads/a.png',
        title: 'Hero',
        description: 'd',
      };
      expect((await admin.post('/api/admin/media', body)).json()).toMatchObject(body);
      await admin.post('/api/admin/media', { ...body, imageUrl: '/objects/uploads/b.png' });
      const media = (await t.agent().get('/api/media')).json() as Array<{
        section: string;
        imageUrl: string;
      }>;
      expect(media.filter((m) => m.section === 'hero_logo')).toEqual([
        expect.objectContaining({ imageUrl: '/objects/uploads/b.png', title: 'Hero', description: 'd' }),
      ]);
      expect((await admin.get('/api/admin/media')).json()).toEqual(media);
    });

    it('POST /api/admin/media refuses an unknown section and a javascript: URL', async () => {
      const bad1 = await admin.post('/api/admin/media', {
        section: 'footer',
        imageUrl: '/objects/uploads/a.png',
        title: 't',
      });
      expect(bad1.statusCode).toBe(400);
      const bad2 = await admin.post('/api/admin/media', {
        section: 'hero_logo',
        imageUrl: 'javascript:alert(1)',
        title: 't',
      });
      expect(bad2.statusCode).toBe(400);
    });

    it('POST /api/admin/paypal-settings → GET /api/paypal-settings', async () => {
      const settings = {
        price: '34.50',
        currency: 'usd',
        shippingText: 'Ships in 2 days',
        buttonText: 'Buy',
        subtextBelow: 'Secure',
        shippingPrice: '4.90',
        maxQuantity: 3,
        sellerName: 'SafeKid SRL',
        sellerAddress: 'Via Roma 1\n00184 Roma RM',
        vatNumber: 'IT01234567890',
        taxRate: '22',
      };
      const res = await admin.post('/api/admin/paypal-settings', settings);
      expect(res.json()).toEqual({ ...settings, currency: 'USD' });
      expect((await t.agent().get('/api/paypal-settings')).json()).toEqual({ ...settings, currency: 'USD' });
    });

    it('POST /api/admin/paypal-settings refuses a price PayPal cannot charge, zero included, and keeps the old one', async () => {
      // PayPal's orders API: amount "Must be greater than zero" (CANNOT_BE_ZERO_OR_NEGATIVE).
      const before = (await t.agent().get('/api/paypal-settings')).json();
      for (const price of ['free', '0', '0.00', '00.0', '-1']) {
        const res = await admin.post('/api/admin/paypal-settings', { ...PAYPAL_SETTINGS_DEFAULTS, price });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.price).toBeDefined();
      }
      expect((await t.agent().get('/api/paypal-settings')).json()).toEqual(before);
      expect(
        (await admin.post('/api/admin/paypal-settings', { ...PAYPAL_SETTINGS_DEFAULTS, price: '0.01' }))
          .statusCode,
      ).toBe(200);
      await admin.post('/api/admin/paypal-settings', before);
    });

    it('how it works: main content and one step', async () => {
      await admin.post('/api/admin/how-it-works', { mainTitle: 'Three steps', subtitle: 'Easy' });
      const res = await admin.post('/api/admin/how-it-works/step', {
        stepNumber: 2,
        icon: 'Zap',
        title: 'Activate fast',
        subtitle: 'Online',
      });
      expect(res.statusCode).toBe(200);
      const read = (await t.agent().get('/api/how-it-works')).json();
      expect(read.content).toEqual({ mainTitle: 'Three steps', subtitle: 'Easy' });
      expect(read.steps).toHaveLength(3);
      expect(read.steps[1]).toEqual({
        stepNumber: 2,
        icon: 'Zap',
        title: 'Activate fast',
        subtitle: 'Online',
      });
      expect(read.steps[0]).toEqual(HOW_IT_WORKS_STEP_DEFAULTS[0]);
      expect((await admin.get('/api/admin/how-it-works')).json()).toEqual(read);
    });

    it('how it works step: step 4 and an unknown icon are refused', async () => {
      const bad = { stepNumber: 4, icon: 'ShoppingCart', title: 't', subtitle: 's' };
      expect((await admin.post('/api/admin/how-it-works/step', bad)).statusCode).toBe(400);
      const badIcon = { stepNumber: 1, icon: 'Skull', title: 't', subtitle: 's' };
      expect((await admin.post('/api/admin/how-it-works/step', badIcon)).statusCode).toBe(400);
    });

    it('video section: saved with a video, then texts only keep the video, then null removes it', async () => {
      const texts = { mainTitle: 'Video!', subTitle: 'Sub', thirdTitle: 'Third' };
      await admin.post('/api/admin/video-section', { ...texts, videoUrl: '/objects/uploads/v.mp4' });
      expect((await t.agent().get('/api/video-section')).json()).toEqual({
        ...texts,
        videoUrl: '/objects/uploads/v.mp4',
      });
      await admin.post('/api/admin/video-section', { ...texts, mainTitle: 'Again' });
      expect((await admin.get('/api/admin/video-section')).json().videoUrl).toBe('/objects/uploads/v.mp4');
      await admin.post('/api/admin/video-section', { ...texts, videoUrl: null });
      expect((await t.agent().get('/api/video-section')).json().videoUrl).toBeNull();
    });

    it('features section round trip; icons come from the list', async () => {
      const body = {
        ...FEATURES_SECTION_DEFAULTS,
        mainTitle: 'Why us',
        feature4Icon: 'Lock',
        feature4Title: 'Private',
      };
      await admin.post('/api/admin/features-section', body);
      expect((await t.agent().get('/api/features-section')).json()).toEqual(body);
      const bad = await admin.post('/api/admin/features-section', { ...body, feature1Icon: 'Nope' });
      expect(bad.statusCode).toBe(400);
    });

    it('ratings section round trip', async () => {
      const body = { quote: 'Great', signature: 'Ann', subSignature: 'Mum' };
      await admin.post('/api/admin/ratings-section', body);
      expect((await t.agent().get('/api/ratings-section')).json()).toEqual(body);
      expect((await admin.get('/api/admin/ratings-section')).json()).toEqual(body);
    });

    it('a write from another site is refused (origin check)', async () => {
      const res = await admin.put(
        '/api/content',
        { section: 'hero_title', content: 'x' },
        { origin: 'https://evil.example' },
      );
      expect(res.statusCode).toBe(403);
    });
  });
});
