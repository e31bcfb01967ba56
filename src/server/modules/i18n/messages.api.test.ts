// The browser's texts (GET /api/messages/{language}) and the language a page is answered in:
// the `lang` cookie, else Accept-Language, else SHOP_LANGUAGE (issue 30).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Parsed = Record<string, Array<{ type: number; value?: string }>>;

const htmlLang = (body: string) => /<html lang="([a-z]+)">/.exec(body)?.[1];

describe('GET /api/messages/{language}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a language's texts parsed, without the server's own domains", async () => {
    const res = await t.agent().get('/api/messages/de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const messages = res.json<Parsed>();
    expect(messages['common.pageNotFound']).toEqual([{ type: 0, value: 'Seite nicht gefunden' }]);
    expect(
      Object.keys(messages).filter((key) =>
        /^(mail|alertMail|pinLockMail|emergencyCard|publicUrl)\./.test(key),
      ),
    ).toEqual([]);
  });

  it('lets the version the page names be cached for a year, and no other', async () => {
    const page = await t.agent().get('/no/such/page', { 'accept-language': 'it' });
    const url = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>/.exec(
      page.body,
    )?.[1];
    expect(url).toMatch(/^\/api\/messages\/it\?v=[\w-]{12}$/);
    expect((await t.agent().get(url!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.agent().get('/api/messages/it?v=old')).headers['cache-control']).toBe('no-cache');
  });

  it.each(['xx', 'EN', 'en-GB', '..%2F..%2Fetc', 'a'.repeat(500)])('answers 404 for %j', async (language) => {
    const res = await t.agent().get(`/api/messages/${language}`);
    expect(res.statusCode).toBe(404);
    expect(typeof res.json<{ message: string }>().message).toBe('string');
  });
});

describe("a page's language", () => {
  let t: TestApp;
  let shopInFrench: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    shopInFrench = await createTestApp({ env: { SHOP_LANGUAGE: 'fr' } });
  });
  afterAll(async () => {
    await t.close();
    await shopInFrench.close();
  });

  it('follows Accept-Language, else the shop language', async () => {
    expect(htmlLang((await t.agent().get('/auth', { 'accept-language': 'de-CH,de;q=0.9' })).body)).toBe('de');
    expect(htmlLang((await t.agent().get('/auth')).body)).toBe('en');
    expect(htmlLang((await shopInFrench.agent().get('/auth')).body)).toBe('fr');
    expect(htmlLang((await shopInFrench.agent().get('/auth', { 'accept-language': 'ja' })).body)).toBe('fr');
    expect(htmlLang((await shopInFrench.agent().get('/auth', { 'accept-language': 'es' })).body)).toBe('es');
  });

  it("puts the visitor's saved choice first, and ignores a cookie that names no language", async () => {
    const headers = { 'accept-language': 'de' };
    expect(htmlLang((await t.agent().get('/auth', { ...headers, cookie: 'lang=it' })).body)).toBe('it');
    expect(htmlLang((await t.agent().get('/auth', { ...headers, cookie: 'lang=xx' })).body)).toBe('de');
  });
});
