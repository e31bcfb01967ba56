// Issue 35: the public page's own forms, posted url-encoded as a browser without script posts them, to
// POST /tag/{code}/unlock and /contact. Each answers the whole page in the form's language, never
// cached, never indexed, with the same limits and status codes as the JSON calls beside them.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, tags } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as publicTagApi from '#shared/endpoints/public-tag.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { SHARE_MESSAGE_MAX_LENGTH } from '#shared/responder-share-rules.ts';
import { waitMinutes } from '#shared/wait-time.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import { translate } from '#tests/helpers/messages.ts';
import { createAuthTestApp, type AuthTestApp } from '../auth/auth.test-support.ts';
import { A_CONTACT, PHONE_UA, scansOf } from '../responder-shares/responder-shares.test-support.ts';
import { SHARE_LIMIT_PER_CLIENT, SHARE_MAIL_BUDGET } from '../responder-shares/responder-shares.service.ts';
import { PIN_LIMITS } from './pin-limits.ts';
import { UNKNOWN_CODE_LIMIT } from './public-tag.service.ts';
import { BROWSER_HEADERS, visibleText } from './public-tag.test-support.ts';

const HOUR = 60 * 60 * 1000;
const SECRET = 'Via Segreta 7, Milano';
const FIELDS = [
  { title: 'Allergies', content: 'Peanuts' },
  { title: 'Home Address', content: SECRET, visibility: 'protected' as const },
];
const PIN = '48291307';
const WRONG_PIN = '11112222';

const unlockPath = (code: string) => pathOf(publicTagApi.unlockTagPage, { uniqueCode: code });
const contactPath = (code: string) => pathOf(publicTagApi.shareContactPage, { uniqueCode: code });

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
/** An address of its own (10.35.x.y), so one test's limits never decide another's answer. */
const nextIp = () => `10.35.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

/** A browser without script posting a form: the fields url-encoded (or a raw body as given). */
function postForm(
  path: string,
  fields: Record<string, string> | string,
  { ip = nextIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const payload = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      'user-agent': PHONE_UA,
      ...headers,
    },
  });
}

async function protectedTag(pin = PIN) {
  const owner = await createUser(t);
  const tag = await createTag(t, { userId: owner.id, childName: 'Mia', childAge: 7, fields: FIELDS, pin });
  return { owner, tag };
}

/** The answer's HTML, decompressed as a browser would. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

/** The page in `language`: HTML, its language declared twice, never cached, indexed or referred. */
function expectFormPage(res: LightMyRequestResponse, language: Language) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['content-language']).toBe(language);
  expect(res.body).toMatch(new RegExp(`^<!doctype html><html lang="${language}"`, 'i'));
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toMatch(/noindex/);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('POST /tag/{code}/unlock', () => {
  it.each(['it', 'de'] as const)(
    '%s: the right PIN answers 200 with the protected fields once; the page stays without them',
    async (language) => {
      const { tag } = await protectedTag();
      const res = await postForm(unlockPath(tag.uniqueCode), { pin: PIN, lang: language });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expectFormPage(res, language);
      expect(visibleText(res.body)).toContain(SECRET);
      // Typed as the card groups it, the code in lower case: the same.
      const grouped = await postForm(unlockPath(tag.uniqueCode.toLowerCase()), {
        pin: `${PIN.slice(0, 4)} ${PIN.slice(4)}`,
        lang: language,
      });
      expect(grouped.statusCode).toBe(200);
      expect(visibleText(grouped.body)).toContain(SECRET);
      // The cached page, in that language, plain and compressed, never holds them.
      const requests: Array<Record<string, string>> = [{}, BROWSER_HEADERS, { 'accept-language': language }];
      for (const headers of requests) {
        const page = await t.agent().get(`/tag/${tag.uniqueCode}?lang=${language}`, headers);
        expect(page.statusCode).toBe(200);
        const html = visibleText(decoded(page));
        expect(html).not.toContain(SECRET);
        expect(html).toContain(translate(language)('responder.protectedFields.intro'));
      }
      expect((await t.agent().get(`/tag/${tag.uniqueCode}`)).body).not.toContain(SECRET);
    },
  );

  it.each(['it', 'de'] as const)('%s: a wrong PIN answers 403 with the wrong-PIN text', async (language) => {
    const { tag } = await protectedTag();
    const res = await postForm(unlockPath(tag.uniqueCode), { pin: WRONG_PIN, lang: language });
    expect(res.statusCode).toBe(403);
    expectFormPage(res, language);
    const text = visibleText(res.body);
    expect(text).toContain(translate(language)('responder.protectedFields.wrongPin'));
    expect(text).not.toContain(SECRET);
  });

  it('refuses what cannot be a PIN with 400 and its text, and counts it as no try', async () => {
    const { tag } = await protectedTag();
    const ip = nextIp();
    const cannot = ['', '   ', 'abc123', '12345', '1234567', '123456789', '１２３４５６', '4829%1307'];
    for (const pin of cannot) {
      const res = await postForm(unlockPath(tag.uniqueCode), { pin, lang: 'de' }, { ip });
      expect(res.statusCode, JSON.stringify(pin)).toBe(400);
      expectFormPage(res, 'de');
      expect(visibleText(res.body)).toContain(translate('de')('responder.protectedFields.pinDigits'));
    }
    // No pin field at all is no PIN either.
    expect((await postForm(unlockPath(tag.uniqueCode), { lang: 'it' }, { ip })).statusCode).toBe(400);
    // More refusals than the address's wrong PINs allow, and the right PIN still opens.
    expect(cannot.length).toBeGreaterThan(PIN_LIMITS.perTagAddress);
    const right = await postForm(unlockPath(tag.uniqueCode), { pin: PIN, lang: 'it' }, { ip });
    expect(right.statusCode).toBe(200);
  });

  it('answers 429 with Retry-After and the wait once the address has given its wrong PINs; the right one waits too', async () => {
    const { tag } = await protectedTag();
    const ip = nextIp();
    for (let i = 0; i < PIN_LIMITS.perTagAddress; i++) {
      expect((await postForm(unlockPath(tag.uniqueCode), { pin: WRONG_PIN }, { ip })).statusCode).toBe(403);
    }
    for (const [pin, language] of [
      [WRONG_PIN, 'it'],
      [PIN, 'de'],
    ] as const) {
      const res = await postForm(unlockPath(tag.uniqueCode), { pin, lang: language }, { ip });
      expect(res.statusCode).toBe(429);
      expectFormPage(res, language);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      const text = visibleText(res.body);
      expect(text).toContain(
        translate(language)('responder.protectedFields.tooManyTries', { count: waitMinutes(seconds) }),
      );
      expect(text).not.toContain(SECRET);
    }
    // Another address is not held by this one's tries.
    expect((await postForm(unlockPath(tag.uniqueCode), { pin: PIN })).statusCode).toBe(200);
  });

  it("speaks the form's lang field first, then the lang cookie, then Accept-Language", async () => {
    const { tag } = await protectedTag();
    const cases: Array<[Record<string, string>, Record<string, string>, Language]> = [
      [{ lang: 'it' }, { cookie: 'lang=de', 'accept-language': 'fr' }, 'it'],
      [{ lang: 'DE-ch' }, { 'accept-language': 'es' }, 'de'],
      [{}, { cookie: 'lang=de', 'accept-language': 'it' }, 'de'],
      [{}, { 'accept-language': 'it-IT,it;q=0.9' }, 'it'],
      [{ lang: 'xx' }, { 'accept-language': 'de' }, 'de'],
    ];
    for (const [fields, headers, language] of cases) {
      const res = await postForm(unlockPath(tag.uniqueCode), { pin: WRONG_PIN, ...fields }, { headers });
      expect(res.statusCode).toBe(403);
      expectFormPage(res, language);
      expect(visibleText(res.body)).toContain(translate(language)('responder.protectedFields.wrongPin'));
    }
  });
});

describe('POST /tag/{code}/contact', () => {
  async function ownedTag() {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id, childName: 'Mia', childAge: 7, fields: FIELDS });
    return { owner, tag };
  }

  it.each(['it', 'de'] as const)(
    '%s: answers 200 saying it was sent, stores it and mails the parent',
    async (language) => {
      const { owner, tag } = await ownedTag();
      const res = await postForm(contactPath(tag.uniqueCode), { ...A_CONTACT, lang: language });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expectFormPage(res, language);
      expect(visibleText(res.body)).toContain(translate(language)('responder.phoneNumber.sent'));
      const [scan] = await scansOf(t, tag.id);
      expect(scan).toMatchObject({
        contactName: A_CONTACT.name,
        contactPhone: A_CONTACT.phone,
        contactMessage: A_CONTACT.message,
      });
      const mail = await t.smtp.waitFor(owner.email);
      expect(mail.text).toContain(A_CONTACT.phone);
    },
  );

  it.each(['it', 'de'] as const)(
    '%s: a blank name and a bad phone answer 400 with the values kept, each error, nothing stored',
    async (language) => {
      const { owner, tag } = await ownedTag();
      const tr = translate(language);
      const cases: Array<[Record<string, string>, Array<'nameRequired' | 'phoneInvalid'>]> = [
        [{ name: '  ', phone: '+39 CALL ME', message: 'Alla fontana' }, ['nameRequired', 'phoneInvalid']],
        [{ name: 'Giulia <b>', phone: '12' }, ['phoneInvalid']],
        [{ phone: A_CONTACT.phone }, ['nameRequired']],
        [{ name: 'Giu\u0000lia', phone: A_CONTACT.phone }, ['nameRequired']],
      ];
      for (const [fields, errors] of cases) {
        const res = await postForm(contactPath(tag.uniqueCode), { ...fields, lang: language });
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expectFormPage(res, language);
        const text = visibleText(res.body);
        for (const key of ['nameRequired', 'phoneInvalid'] as const) {
          const shown = text.includes(tr(`responder.phoneNumber.${key}`));
          expect(shown, `${JSON.stringify(fields)}: ${key}`).toBe(errors.includes(key));
        }
        // What was typed stays in the boxes (escaped), NUL aside.
        if (fields.phone) expect(res.body).toContain(`value="${fields.phone.replace('<', '&lt;')}"`);
        if (fields.name === 'Giulia <b>') expect(res.body).toContain('value="Giulia &lt;b&gt;"');
        if (fields.message) expect(text).toContain(fields.message);
        expect(res.body).not.toContain('<b>');
      }
      expect(await scansOf(t, tag.id)).toEqual([]);
      expect(t.smtp.messagesTo(owner.email)).toEqual([]);
    },
  );

  it('a message over the limit answers 400 with how many characters too many, nothing stored', async () => {
    const { tag } = await ownedTag();
    const over = 7;
    const message = 'ü'.repeat(SHARE_MESSAGE_MAX_LENGTH + over);
    for (const language of ['it', 'de'] as const) {
      const res = await postForm(contactPath(tag.uniqueCode), { ...A_CONTACT, message, lang: language });
      expect(res.statusCode).toBe(400);
      expectFormPage(res, language);
      const text = visibleText(res.body);
      expect(text).toContain(translate(language)('responder.phoneNumber.messageOver', { count: over }));
      expect(text).toContain(message);
    }
    expect(await scansOf(t, tag.id)).toEqual([]);
  });

  it('answers 429 with Retry-After and the wait once over the share limit', async () => {
    const { tag } = await ownedTag();
    const ip = nextIp();
    for (let i = 0; i < SHARE_LIMIT_PER_CLIENT.limit; i++) {
      expect((await postForm(contactPath(tag.uniqueCode), A_CONTACT, { ip })).statusCode).toBe(200);
    }
    const res = await postForm(contactPath(tag.uniqueCode), { ...A_CONTACT, lang: 'de' }, { ip });
    expect(res.statusCode).toBe(429);
    expectFormPage(res, 'de');
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    const text = visibleText(res.body);
    expect(text).toContain(translate('de')('responder.tooManyShares', { count: waitMinutes(seconds) }));
    expect(text).not.toContain(translate('de')('responder.phoneNumber.sent'));
    // The form keeps what was typed.
    expect(res.body).toContain(`value="${A_CONTACT.phone}"`);
    // One responder's shares join their one scan; the refused one changed nothing.
    const [scan] = await scansOf(t, tag.id);
    expect(scan).toMatchObject({ contactPhone: A_CONTACT.phone, contactName: A_CONTACT.name });
    t.clock.advance(SHARE_LIMIT_PER_CLIENT.windowMs);
    expect((await postForm(contactPath(tag.uniqueCode), A_CONTACT, { ip })).statusCode).toBe(200);
  });

  it('a bracelet no parent has activated: 409 with the page, never 5xx, nothing kept', async () => {
    const tag = await createTag(t, { userId: null });
    const res = await postForm(contactPath(tag.uniqueCode), { ...A_CONTACT, lang: 'it' });
    expect(res.statusCode).toBe(409);
    expectFormPage(res, 'it');
    expect(await scansOf(t, tag.id)).toEqual([]);
  });
});

describe('both forms', () => {
  const forms = [
    ['unlock', unlockPath, { pin: PIN }],
    ['contact', contactPath, A_CONTACT],
  ] as const;

  it.each(forms)(
    '%s: an unknown code answers the 404 notice page (HTML), a retired one 410',
    async (_, path, fields) => {
      const retired = await createTag(t, { userId: (await createUser(t)).id, fields: FIELDS, pin: PIN });
      await t.db
        .update(tags)
        .set({ isActive: 'false', deactivatedAt: t.clock.now(), userId: null })
        .where(eq(tags.id, retired.id));
      for (const [code, status] of [
        [randomCode(), 404],
        ['x', 404],
        [retired.uniqueCode, 410],
      ] as const) {
        for (const language of ['it', 'de'] as const) {
          const res = await postForm(path(code), { ...fields, lang: language });
          expect(res.statusCode, code).toBe(status);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.headers['content-language']).toBe(language);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(visibleText(res.body)).toContain(translate(language)('publicTag.error'));
          expect(res.body).not.toContain(SECRET);
        }
      }
      expect(await scansOf(t, retired.id)).toEqual([]);
    },
  );

  it.each(forms)(
    '%s: each unknown code counts one miss for the address, over the limit too',
    async (_, path, fields) => {
      const ip = nextIp();
      // Addresses are stored hashed: this address's counter is the one row the posts add.
      const missCounters = async () =>
        new Map(
          (await t.db.select().from(rateLimits).where(like(rateLimits.key, 'public-tag:miss:%'))).map(
            (row) => [row.key, row.count],
          ),
        );
      const before = await missCounters();
      const posts = UNKNOWN_CODE_LIMIT.limit + 2;
      const statuses: number[] = [];
      for (let i = 0; i < posts; i++) {
        statuses.push((await postForm(path(randomCode()), { ...fields }, { ip })).statusCode);
      }
      expect(statuses.slice(0, UNKNOWN_CODE_LIMIT.limit)).toEqual(Array(UNKNOWN_CODE_LIMIT.limit).fill(404));
      expect(statuses.slice(UNKNOWN_CODE_LIMIT.limit)).toEqual([429, 429]);
      const added = [...(await missCounters())].filter(([key]) => !before.has(key));
      expect(added.map(([, count]) => count)).toEqual([posts]);
    },
  );

  it.each(forms)('%s: a cross-site post is refused with 403 and does nothing', async (_, path, fields) => {
    const { owner, tag } = await protectedTag();
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: t.config.publicUrl, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await postForm(path(tag.uniqueCode), { ...fields }, { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['content-type'], 'the page, not JSON').toBe('text/html; charset=utf-8');
      expect(res.body).not.toContain(SECRET);
    }
    // Same-site posts go through (no try was used, nothing was stored before).
    const same = await postForm(
      path(tag.uniqueCode),
      { ...fields },
      { headers: { origin: t.config.publicUrl } },
    );
    expect(same.statusCode).toBe(200);
    expect(await scansOf(t, tag.id)).toHaveLength(path === contactPath ? 1 : 0);
    expect(t.smtp.messagesTo(owner.email).length).toBe(path === contactPath ? 1 : 0);
  });
});

describe('an abuser at one tag from 40 loopback-style addresses', () => {
  it('answers only 400/403/429 (and 200 for a good call-back), reaches the tag limit, then the right PIN waits; mails stay few', async () => {
    const { owner, tag } = await protectedTag();
    const addresses = Array.from({ length: 40 }, (_, i) =>
      i < 20 ? `127.0.0.${i + 2}` : `10.0.${i}.${i + 1}`,
    );
    const unlockAnswers = new Map<number, number>();
    const contactAnswers = new Map<number, number>();
    const count = (answers: Map<number, number>, status: number) =>
      answers.set(status, (answers.get(status) ?? 0) + 1);
    for (let i = 0; i < 500; i++) {
      const pair = Math.floor(i / 2);
      const ip = addresses[pair % addresses.length]!;
      if (i % 2 === 0) {
        // Now and then a PIN that cannot be one: refused without counting.
        const pin = pair % 7 === 3 ? '12ab' : String(10_000_000 + i);
        const res = await postForm(unlockPath(tag.uniqueCode), { pin, lang: 'it' }, { ip });
        expect([400, 403, 429], `unlock #${i}: ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body).not.toContain(SECRET);
        count(unlockAnswers, res.statusCode);
      } else {
        const fields = pair % 5 === 0 ? { name: '', phone: 'x' } : { ...A_CONTACT, name: `Flood ${i}` };
        const res = await postForm(contactPath(tag.uniqueCode), { ...fields, lang: 'de' }, { ip });
        expect([200, 400, 429], `contact #${i}: ${res.statusCode}`).toContain(res.statusCode);
        count(contactAnswers, res.statusCode);
      }
    }
    // Every address gave its wrong PINs: the tag's limit is reached, exactly.
    expect(unlockAnswers.get(403)).toBe(PIN_LIMITS.perTag);
    expect(unlockAnswers.get(429)).toBeGreaterThan(0);
    expect(unlockAnswers.get(400)).toBeGreaterThan(0);
    expect(contactAnswers.get(429)).toBeGreaterThan(0);
    // The right PIN from a fresh address now waits, on the form as on the JSON call.
    const form = await postForm(unlockPath(tag.uniqueCode), { pin: PIN, lang: 'it' });
    expect(form.statusCode).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
    expect(form.body).not.toContain(SECRET);
    const api = await t.app.inject({
      method: 'POST',
      url: pathOf(publicTagApi.unlockTag, { uniqueCode: tag.uniqueCode }),
      payload: { pin: PIN },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(api.statusCode).toBe(429);
    // Mails: the lock once, and call-backs within the tag's budget (the rest are held for one digest).
    await t.app.deps.services.pinUnlock.settled();
    const mails = t.smtp.messagesTo(owner.email);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(SHARE_MAIL_BUDGET.limit + 1);
    // The window passes: the right PIN opens again.
    t.clock.advance(PIN_LIMITS.windowMs);
    expect((await postForm(unlockPath(tag.uniqueCode), { pin: PIN })).statusCode).toBe(200);
    t.clock.advance(HOUR);
  }, 180_000);
});
