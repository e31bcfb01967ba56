import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { tags } from '#server/db/schema/index.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { UNKNOWN_CODE_LIMIT } from './public-tag.service.ts';
import {
  BROWSER_HEADERS,
  markupOnly,
  nextChange,
  saveFieldContent,
  visibleText,
} from './public-tag.test-support.ts';
import { en } from '#tests/helpers/messages.ts';
import { waitTime } from '#shared/wait-time.ts';

const FIELDS = [
  { title: 'Emergency Contact', content: 'Mum: +39 333 123 4567' },
  { title: 'Blood Type', content: 'A+' },
  { title: 'Allergies', content: 'Peanuts, bee stings' },
  { title: 'Medications', content: 'Ventolin inhaler' },
];

describe('public tag page and API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function ownedTag(overrides: Parameters<typeof createTag>[1] = {}) {
    const owner = await createUser(t);
    const tag = await createTag(t, {
      userId: owner.id,
      childName: 'Mia Rossi',
      childAge: 7,
      fields: FIELDS,
      ...overrides,
    });
    return { owner, tag };
  }

  describe('GET /api/tag/{uniqueCode}', () => {
    it('answers the public shape only: id, child name and age, fields in order, timestamps', async () => {
      const { owner, tag } = await ownedTag();
      const res = await t.agent().get(`/api/tag/${tag.uniqueCode}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({
        id: tag.id,
        uniqueCode: tag.uniqueCode,
        childName: 'Mia Rossi',
        childAge: 7,
        fields: FIELDS,
        protectedTitles: [],
        createdAt: tag.createdAt.toISOString(),
        updatedAt: tag.updatedAt.toISOString(),
        lost: null,
        owned: true,
        // Never saved through the app: no parent's check yet (issue 34 part 3).
        checkedAt: null,
        stale: false,
      });
      for (const secret of [owner.id, owner.email, tag.physicalId!, 'userId', 'email', 'isActive']) {
        expect(res.body).not.toContain(secret);
      }
    });

    it('matches the code whatever its letter case', async () => {
      const { tag } = await ownedTag();
      const res = await t.agent().get(`/api/tag/${tag.uniqueCode.toLowerCase()}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: tag.id });
    });

    it('answers 404 with SPEC’s message for an unknown or an inactive code', async () => {
      const { tag } = await ownedTag({ isActive: 'false' });
      for (const code of [randomCode(), tag.uniqueCode, 'x']) {
        const res = await t.agent().get(`/api/tag/${code}`);
        expect(res.statusCode).toBe(404);
        // SPEC §2's error text, which the in-app page shows as it comes.
        expect(res.json()).toEqual({
          message: 'Tag not found or no longer active. Please contact the tag owner.',
        });
      }
    });

    it('is never indexed or cached and sends no referrer, with the global security headers', async () => {
      const { tag } = await ownedTag();
      for (const url of [`/api/tag/${tag.uniqueCode}`, `/api/tag/${randomCode()}`]) {
        const res = await t.agent().get(url);
        expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  });

  it('answers 404, never 500, for codes the database could not even compare', async () => {
    for (const code of [
      'AB%00CDEF',
      '%E2%80%A8%E2%80%A9AAAA',
      'A'.repeat(200),
      '%F0%9F%98%80%F0%9F%98%80',
      'ab%20cd',
    ]) {
      for (const prefix of ['/tag/', '/api/tag/']) {
        expect((await t.agent().get(prefix + code)).statusCode, prefix + code).toBe(404);
      }
    }
    expect((await t.agent().get('/api/tag/%E0%A4%A')).statusCode).toBeLessThan(500);
  });

  describe('GET /tag/{uniqueCode}', () => {
    it('renders the whole page on the server: heading, banner, child, age, tag id, cards, footer', async () => {
      const { tag } = await ownedTag();
      const res = await t.agent().get(`/tag/${tag.uniqueCode.toLowerCase()}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
      const text = visibleText(html);
      for (const expected of [
        en('publicTag.heading'),
        en('publicTag.banner'),
        'Mia Rossi',
        `${en('publicTag.age')}: ${en('publicTag.ageYears', { count: 7 })}`,
        // The code printed on the bracelet, which a responder can read out; never the internal id.
        `${en('publicTag.tagId')}: ${tag.uniqueCode}`,
        ...FIELDS.flatMap((f) => [f.title, f.content]),
        `${en('publicTag.lastUpdated')}: ${formatDateTime(tag.updatedAt, 'en', { timeZone: 'UTC' })}`,
        `${en('publicTag.support')}: ${t.config.supportEmail}`,
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain(tag.id);
      expect(html).toContain('<title>EMERGENCY INFORMATION · SafeKid Tag</title>');
      expect(html).toContain(`href="mailto:${t.config.supportEmail}"`);
      expect(html).toContain('<svg');
    });

    it('colours each card by its title, allergy content in bold, allergy and medical cards first', async () => {
      const { tag } = await ownedTag();
      const html = (await t.agent().get(`/tag/${tag.uniqueCode}`)).body;
      const cards = [...html.matchAll(/<article[^>]*data-tone="(\w+)"[\s\S]*?<\/article>/g)];
      expect(cards.map((c) => [c[1], visibleText(c[0]).trim().split(' ')[0]])).toEqual([
        ['red', 'Allergies'],
        ['orange', 'Medications'],
        ['blue', 'Emergency'],
        ['teal', 'Blood'],
      ]);
      expect(cards[0]![0]).toMatch(/<p class="[^"]*font-bold[^"]*">Peanuts, bee stings<\/p>/);
      expect(cards[1]![0]).toMatch(/<p class="[^"]*font-normal[^"]*">Ventolin inhaler<\/p>/);
      // Colour is never the only signal: every card has an icon and its title as a heading.
      for (const card of cards) expect(card[0]).toMatch(/<h3[^>]*><svg[^>]*aria-hidden="true"/);
    });

    it('turns phone numbers into tel: links', async () => {
      const { tag } = await ownedTag();
      const html = (await t.agent().get(`/tag/${tag.uniqueCode}`)).body;
      expect(html).toMatch(/<a href="tel:\+393331234567"[^>]*>[\s\S]*?\+39 333 123 4567<\/a>/);
    });

    it('shows the fallback name and the empty-state text for a tag without data', async () => {
      const tag = await createTag(t, {});
      const text = visibleText((await t.agent().get(`/tag/${tag.uniqueCode}`)).body);
      expect(text).toContain(en('publicTag.childFallback'));
      expect(text).toContain(en('publicTag.empty'));
      expect(text).not.toContain(`${en('publicTag.age')}:`);
    });

    it('is the page alone: no data embedded for a script (issue 35), nothing of the owner', async () => {
      const { owner, tag } = await ownedTag();
      const res = await t.agent().get(`/tag/${tag.uniqueCode}`);
      expect(res.body).not.toContain('application/json');
      expect(res.body).not.toContain('__SAFEKID_STATE__');
      // The footer's time in UTC (the cached page is everyone's); the island shows the reader's own.
      expect(/<time[^>]*>([^<]+)<\/time>/.exec(res.body)?.[1]).toMatch(
        /^\w{3} \d{1,2}, \d{4}, \d{2}:\d{2}\s?[AP]M UTC$/,
      );
      for (const secret of [owner.id, owner.email, tag.physicalId!]) expect(res.body).not.toContain(secret);
    });

    it('escapes hostile content in the markup', async () => {
      const hostile = {
        childName: '</script><script>alert("name")</script>',
        fields: [
          { title: 'Allergies <script>alert(1)</script>', content: '<img src=x onerror=alert(2)>' },
          { title: "Notes' onmouseover='alert(3)", content: '</script><!-- & \u2028 "quoted"' },
        ],
      };
      const tag = await createTag(t, { childName: hostile.childName, fields: hostile.fields });
      const html = (await t.agent().get(`/tag/${tag.uniqueCode}`)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(markupOnly(html)).not.toContain("onmouseover='");
      expect(markupOnly(html)).toContain('Notes&#x27; onmouseover=&#x27;alert(3)');
      expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
      expect(html).toContain('Allergies &lt;script&gt;alert(1)&lt;/script&gt;');
      // Only our own script: the entry module (none without a client build).
      for (const script of html.match(/<script[^>]*>/g) ?? []) {
        expect(script).toMatch(/^<script type="module" src="\/assets\/[\w.-]+\.js">$/);
      }
      const visible = visibleText(html);
      expect(visible).toContain('<img src=x onerror=alert(2)>');
      expect(visible).toContain(hostile.childName);
    });

    it('answers HTTP 404 with SPEC’s error text for an unknown or inactive code, without data or script', async () => {
      const { tag } = await ownedTag({ isActive: 'false' });
      for (const code of [randomCode(), tag.uniqueCode]) {
        const res = await t.agent().get(`/tag/${code}`);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(visibleText(res.body)).toContain(en('publicTag.error'));
        expect(visibleText(res.body)).toContain(en('publicTag.heading'));
        expect(res.body).not.toContain('<script');
        expect(res.body).not.toContain('Mia Rossi');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('sends the privacy headers and keeps the global security headers', async () => {
      const { tag } = await ownedTag();
      const res = await t.agent().get(`/tag/${tag.uniqueCode}`);
      expect(res.headers).toMatchObject({
        'x-robots-tag': 'noindex, nofollow',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    });

    it('answers pre-compressed bytes for br and gzip, and plain HTML otherwise', async () => {
      const { tag } = await ownedTag();
      const url = `/tag/${tag.uniqueCode}`;
      const plain = await t.agent().get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await t.agent().get(url, BROWSER_HEADERS);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await t.agent().get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      const refused = await t.agent().get(url, { 'accept-encoding': 'br;q=0, gzip' });
      expect(refused.headers['content-encoding']).toBe('gzip');
    });

    it('keeps the tag code out of the logs', async () => {
      const { tag } = await ownedTag();
      await t.agent().get(`/tag/${tag.uniqueCode}`);
      await t.agent().get(`/api/tag/${tag.uniqueCode}`);
      expect(t.logText()).not.toContain(tag.uniqueCode);
    });
  });

  describe('cache', () => {
    it('serves the page from memory until the tag changes, then shows the change at once', async () => {
      const { tag } = await ownedTag({ fields: [{ title: 'Allergies', content: 'Peanuts' }] });
      const url = `/tag/${tag.uniqueCode}`;
      expect((await t.agent().get(url)).body).toContain('Peanuts');

      // Changed without a notification: the cached page is still served (this is what is cached).
      await t.db.update(tags).set({ childName: 'Renamed' }).where(eq(tags.id, tag.id));
      expect((await t.agent().get(url)).body).not.toContain('Renamed');

      const heard = nextChange(t, tag.uniqueCode);
      await saveFieldContent(t, tag.id, tag.uniqueCode, 'Penicillin');
      await heard;
      const html = (await t.agent().get(url)).body;
      expect(html).toContain('Penicillin');
      expect(html).toContain('Renamed');
      expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).json()).toMatchObject({
        childName: 'Renamed',
        fields: [{ title: 'Allergies', content: 'Penicillin' }],
      });
    });

    it('a deactivated tag answers 404 as soon as the change is published', async () => {
      const { tag } = await ownedTag();
      expect((await t.agent().get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(200);
      const heard = nextChange(t, tag.uniqueCode);
      await t.db.transaction(async (tx) => {
        await tx.update(tags).set({ isActive: 'false' }).where(eq(tags.id, tag.id));
        await t.app.deps.tagChanges.publish(tx, tag.uniqueCode);
      });
      await heard;
      expect((await t.agent().get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(404);
    });

    it('shows a failure that is not an outage as 500, never as the kept page, nor marks the database down', async () => {
      const { tag } = await ownedTag();
      const url = `/tag/${tag.uniqueCode}`;
      expect((await t.agent().get(url)).statusCode).toBe(200);
      t.app.deps.services.publicTag.cache.markUnconfirmed(); // kept, to be read again
      const reads = vi.spyOn(t.db, 'select').mockImplementationOnce(() => {
        throw new Error('a bug while reading the page');
      });
      try {
        const failed = await t.agent().get(url);
        expect(failed.statusCode).toBe(500);
        expect(visibleText(failed.body)).not.toContain('Mia Rossi');
        expect(t.app.deps.services.publicTag.isDatabaseKnownDown()).toBe(false);
        reads.mockClear();
        expect((await t.agent().get(url)).statusCode).toBe(200);
        expect(reads, 'the database is asked again at once').toHaveBeenCalled();
      } finally {
        reads.mockRestore();
      }
    });

    it('drops the page on every instance: a save through another app instance shows here', async () => {
      const other = await createTestApp({ database: t.database });
      try {
        const { tag } = await ownedTag({ fields: [{ title: 'Allergies', content: 'Peanuts' }] });
        const url = `/tag/${tag.uniqueCode}`;
        expect((await t.agent().get(url)).body).toContain('Peanuts');
        expect((await other.agent().get(url)).body).toContain('Peanuts');

        const heardHere = nextChange(t, tag.uniqueCode);
        await saveFieldContent(other, tag.id, tag.uniqueCode, 'Latex');
        await heardHere;
        expect((await t.agent().get(url)).body).toContain('Latex');
        expect((await other.agent().get(url)).body).toContain('Latex');
      } finally {
        await other.close();
      }
    });
  });
});

describe('unknown codes are rate-limited per IP; real pages never are', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses look-ups after the limit with 429, while an existing page keeps answering', async () => {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id, childName: 'Leo', fields: FIELDS });
    const guesser = t.agent();
    guesser.headers['x-forwarded-for'] = '203.0.113.7';

    for (let i = 0; i < UNKNOWN_CODE_LIMIT.limit; i++) {
      const url = i % 2 ? `/tag/${randomCode()}` : `/api/tag/${randomCode()}`;
      expect((await guesser.get(url)).statusCode).toBe(404);
    }
    const refused = await guesser.get(`/api/tag/${randomCode()}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(UNKNOWN_CODE_LIMIT.windowMs / 1000));
    expect(refused.json()).toMatchObject({
      message: en('errors.rateLimited', waitTime(UNKNOWN_CODE_LIMIT.windowMs / 1000)),
    });

    const refusedPage = await guesser.get(`/tag/${randomCode()}`);
    expect(refusedPage.statusCode).toBe(429);
    expect(refusedPage.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(refusedPage.body)).toContain(
      en('errors.rateLimited', waitTime(UNKNOWN_CODE_LIMIT.windowMs / 1000)),
    );

    // The same address still gets every real page, cached or not, as often as it asks.
    for (let i = 0; i < 5; i++) {
      expect((await guesser.get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(200);
      expect((await guesser.get(`/api/tag/${tag.uniqueCode.toLowerCase()}`)).statusCode).toBe(200);
    }
    const fresh = await createTag(t, { userId: owner.id, childName: 'Ada' });
    expect((await guesser.get(`/tag/${fresh.uniqueCode}`)).statusCode).toBe(200);

    // Another address is not affected; the window ends.
    const other = t.agent();
    other.headers['x-forwarded-for'] = '198.51.100.4';
    expect((await other.get(`/tag/${randomCode()}`)).statusCode).toBe(404);
    t.clock.advance(UNKNOWN_CODE_LIMIT.windowMs);
    expect((await guesser.get(`/tag/${randomCode()}`)).statusCode).toBe(404);
  });
});
