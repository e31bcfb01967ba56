// The public page in the responder's language and with help in one tap (issue 15): chosen by ?lang=,
// the lang cookie or Accept-Language, <html lang> and Content-Language, Vary, one cached page per language, the
// parent's own text as written, and the call buttons on the page and on its notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLabel } from '#shared/i18n/format.ts';
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { UNKNOWN_CODE_LIMIT } from './public-tag.service.ts';
import { nextChange, saveFieldContent, visibleText } from './public-tag.test-support.ts';

const FIELDS = [
  { title: 'Emergency Contact', content: 'Mum: +39 333 123 4567' },
  { title: 'Oma Giulia', content: 'Nonna, Via Roma 1' },
  { title: 'Allergies', content: 'Peanuts, bee stings' },
];

/** The heading each language's page shows, from the catalogue. */
const headingOf = (language: Language) => translate(language)('publicTag.heading');

/** `<a href="tel:…" …>…</a>` links of a page, as [href, visible text]. */
function telLinks(html: string): Array<[string, string]> {
  return [...html.matchAll(/<a href="(tel:[^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
    m[1]!,
    visibleText(m[2]!).trim(),
  ]);
}

describe('the public page in the responder’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const newTag = () => createTag(t, { childName: 'Mia Rossi', childAge: 1, fields: FIELDS });

  it.each(LANGUAGES)(
    '%s: chosen from Accept-Language, in every fixed text, with html lang',
    async (language) => {
      const tag = await newTag();
      const text = translate(language);
      const res = await t
        .agent()
        .get(`/tag/${tag.uniqueCode}`, { 'accept-language': `${language}-XX,zz;q=0.5` });
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith(`<!doctype html><html lang="${language}">`)).toBe(true);
      expect(res.headers['content-language']).toBe(language);
      expect(res.body).toContain(`<title>${text('publicTag.heading')} · SafeKid Tag</title>`);
      const visible = visibleText(res.body);
      for (const expected of [
        text('publicTag.heading'),
        text('publicTag.banner'),
        `${formatLabel(language, text('publicTag.age'))} ${text('publicTag.ageYears', { count: 1 })}`,
        `${formatLabel(language, text('publicTag.tagId'))} ${tag.uniqueCode}`,
        `${formatLabel(language, text('publicTag.lastUpdated'))} ${formatDateTime(tag.updatedAt, language, { timeZone: 'UTC' })}`,
        `${formatLabel(language, text('publicTag.support'))} ${t.config.supportEmail}`,
        // A template title translated; the parent's own title and every content as written.
        text('responder.templateTitles.Emergency Contact'),
        text('responder.templateTitles.Allergies'),
        'Oma Giulia',
        ...FIELDS.map((field) => field.content),
      ]) {
        // visibleText collapses the French label's no-break space like any other.
        expect(visible, expected).toContain(expected.replace(/\s+/g, ' '));
      }
      // The cards: allergy first, a template title translated, the parent's own title as written.
      const cardTitles = [...res.body.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
        visibleText(m[1]!).trim(),
      );
      expect(cardTitles).toEqual([
        text('responder.templateTitles.Allergies'),
        text('responder.templateTitles.Emergency Contact'),
        'Oma Giulia',
      ]);
      for (const other of LANGUAGES.filter(
        (l) => l !== language && headingOf(l) !== text('publicTag.heading'),
      ))
        expect(visible).not.toContain(headingOf(other));
      // The document says its language; the islands read it there (plurals, the local time).
      expect(res.body).toContain(`<html lang="${language}">`);
    },
  );

  it('English is exactly SPEC’s, and says "1 year"', async () => {
    const tag = await newTag();
    const visible = visibleText((await t.agent().get(`/tag/${tag.uniqueCode}`)).body);
    for (const expected of [
      en('publicTag.heading'),
      en('publicTag.banner'),
      'Emergency Contact',
      'Allergies',
    ])
      expect(visible).toContain(expected);
    expect(visible).toContain(`${en('publicTag.age')}: 1 year `);
  });

  it('?lang= wins over Accept-Language, does not vary with it, and unknown values are ignored', async () => {
    const tag = await newTag();
    const url = `/tag/${tag.uniqueCode}`;
    const chosen = await t.agent().get(`${url}?lang=de`, { 'accept-language': 'fr' });
    expect(chosen.body.startsWith('<!doctype html><html lang="de">')).toBe(true);
    expect(chosen.headers['content-language']).toBe('de');
    expect(chosen.headers.vary).toBe('accept-encoding');

    for (const query of ['?lang=DE-at', '?lang=%20de%20']) {
      const res = await t.agent().get(url + query);
      expect(res.headers['content-language'], query).toBe('de');
    }
    for (const query of ['', '?lang=xx', '?lang=', '?lang=de&lang=fr']) {
      const res = await t.agent().get(url + query, { 'accept-language': 'fr-CH, fr;q=0.9' });
      expect(res.headers['content-language'], query).toBe('fr');
      expect(res.headers.vary, query).toBe('accept-encoding, accept-language, cookie');
    }
    for (const query of [
      '?lang=%3Cscript%3E',
      `?lang=${'de'.repeat(5000)}`,
      '?lang[x]=de',
      '?lang=__proto__',
    ]) {
      const res = await t.agent().get(url + query);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['content-language'], query).toBe('en');
    }
    const none = await t.agent().get(url, { 'accept-language': 'ja, zh;q=0.8' });
    expect(none.headers['content-language']).toBe('en');
    expect(none.headers.vary).toBe('accept-encoding, accept-language, cookie');
  });

  it('shows a visible switch of plain ?lang= links, each language named in itself', async () => {
    const tag = await newTag();
    const html = (await t.agent().get(`/tag/${tag.uniqueCode}?lang=it`)).body;
    expect(html).toContain(`<nav aria-label="${translate('it')('responder.page.language')}">`);
    for (const language of LANGUAGES) {
      expect(html).toMatch(
        new RegExp(
          `<a href="\\?lang=${language}" lang="${language}" hrefLang="${language}"[^>]*>${LANGUAGE_NAMES[language]}</a>`,
        ),
      );
    }
    expect(html).toMatch(/<a href="\?lang=it"[^>]*aria-current="true"/);
  });

  it('keeps one page per language in the cache, and a change reaches every language at once', async () => {
    const tag = await newTag();
    const url = `/tag/${tag.uniqueCode}`;
    for (const language of ['de', 'en', 'de'] as const) {
      const res = await t.agent().get(`${url}?lang=${language}`);
      expect(res.body.startsWith(`<!doctype html><html lang="${language}">`), language).toBe(true);
    }
    const heard = nextChange(t, tag.uniqueCode);
    await saveFieldContent(t, tag.id, tag.uniqueCode, 'Latex');
    await heard;
    for (const language of LANGUAGES)
      expect((await t.agent().get(`${url}?lang=${language}`)).body, language).toContain('Latex');
  });

  it('the JSON API stays the same in every language', async () => {
    const tag = await newTag();
    const english = await t.agent().get(`/api/tag/${tag.uniqueCode}`);
    const de = await t.agent().get(`/api/tag/${tag.uniqueCode}?lang=de`, { 'accept-language': 'de' });
    expect(de.body).toBe(english.body);
    expect(de.headers['content-language']).toBeUndefined();
  });

  it('the owner still gets their bar on a page in another language', async () => {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id, childName: 'Mia', fields: FIELDS });
    const res = await (await agentFor(t, owner)).get(`/tag/${tag.uniqueCode}?lang=de`);
    expect(res.body.startsWith('<!doctype html><html lang="de">')).toBe(true);
    expect(res.body).toMatch(new RegExp(`<body><nav aria-label="${en('ownerBar.label')}"[^>]* lang="en">`));
    expect(visibleText(res.body)).toContain(headingOf('de'));
  });

  it('the owner’s bar speaks the owner’s language (the lang cookie), the page the one ?lang= chose', async () => {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id, childName: 'Mia', fields: FIELDS });
    const agent = await agentFor(t, owner);
    agent.cookies.set('lang', 'it');
    const res = await agent.get(`/tag/${tag.uniqueCode}?lang=de`);
    expect(res.body.startsWith('<!doctype html><html lang="de">')).toBe(true);
    const italian = translate('it');
    expect(res.body).toMatch(
      new RegExp(`<body><nav aria-label="${italian('ownerBar.label')}"[^>]* lang="it">`),
    );
    expect(visibleText(res.body)).toContain(italian('ownerBar.note'));
    expect(visibleText(res.body)).toContain(headingOf('de'));
  });

  it('without ?lang=, the reader’s lang cookie wins over Accept-Language, and the page varies with Cookie', async () => {
    const tag = await newTag();
    const url = `/tag/${tag.uniqueCode}`;
    const res = await t.agent().get(url, { 'accept-language': 'fr', cookie: 'lang=es' });
    expect(res.body.startsWith('<!doctype html><html lang="es">')).toBe(true);
    expect(res.headers['content-language']).toBe('es');
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(visibleText(res.body)).toContain(headingOf('es'));
    // ?lang= still comes first, and then the page does not vary with either.
    const chosen = await t.agent().get(`${url}?lang=it`, { 'accept-language': 'fr', cookie: 'lang=es' });
    expect(chosen.headers['content-language']).toBe('it');
    expect(chosen.headers.vary).toBe('accept-encoding');
  });
});

describe('help in one tap: the call buttons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('come first, above every card: the emergency number, then the first contact’s number, named by its title', async () => {
    const tag = await createTag(t, { fields: FIELDS });
    const html = (await t.agent().get(`/tag/${tag.uniqueCode}`)).body;
    const links = telLinks(html);
    expect(links.slice(0, 2)).toEqual([
      ['tel:112', 'Call 112'],
      ['tel:+393331234567', 'Call Emergency Contact'],
    ]);
    expect(html.indexOf('href="tel:112"')).toBeLessThan(html.indexOf('<article'));
    expect(html.indexOf('href="tel:+393331234567"')).toBeLessThan(html.indexOf('<article'));
  });

  it.each(LANGUAGES)(
    '%s: the buttons speak the page’s language, the template title translated',
    async (language) => {
      const tag = await createTag(t, { fields: FIELDS });
      const text = translate(language);
      const html = (await t.agent().get(`/tag/${tag.uniqueCode}?lang=${language}`)).body;
      expect(telLinks(html).slice(0, 2)).toEqual([
        ['tel:112', text('responder.calls.emergencyNumber', { number: '112' })],
        [
          'tel:+393331234567',
          text('responder.calls.field', { title: text('responder.templateTitles.Emergency Contact') }),
        ],
      ]);
    },
  );

  it('a parent’s own title is named as written; without any phone number only the emergency button shows', async () => {
    const own = await createTag(t, { fields: [{ title: 'Papà Luca', content: '347 765 4321' }] });
    expect(telLinks((await t.agent().get(`/tag/${own.uniqueCode}?lang=de`)).body)[1]).toEqual([
      'tel:3477654321',
      'Papà Luca anrufen',
    ]);
    const none = await createTag(t, { fields: [{ title: 'Allergies', content: 'Peanuts' }] });
    expect(telLinks((await t.agent().get(`/tag/${none.uniqueCode}`)).body)).toEqual([
      ['tel:112', 'Call 112'],
    ]);
  });

  it.each(LANGUAGES)(
    '%s: the unknown-code and inactive pages carry the emergency button under SPEC’s text',
    async (language) => {
      const inactive = await createTag(t, { isActive: 'false', fields: FIELDS });
      const text = translate(language);
      for (const code of [randomCode(), inactive.uniqueCode]) {
        const res = await t.agent().get(`/tag/${code}`, { 'accept-language': language });
        expect(res.statusCode).toBe(404);
        expect(res.body.startsWith(`<!doctype html><html lang="${language}">`)).toBe(true);
        expect(res.headers['content-language']).toBe(language);
        expect(res.headers.vary).toContain('accept-language');
        const html = res.body;
        expect(visibleText(html)).toContain(text('publicTag.error'));
        expect(telLinks(html)).toEqual([
          ['tel:112', text('responder.calls.emergencyNumber', { number: '112' })],
        ]);
        expect(html.indexOf('href="tel:112"')).toBeGreaterThan(html.indexOf(text('publicTag.error')));
        expect(html).not.toContain('<script');
      }
    },
  );
});

describe('EMERGENCY_NUMBER', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { EMERGENCY_NUMBER: '911', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the number the page and its notices call', async () => {
    const tag = await createTag(t, { fields: [{ title: 'Allergies', content: 'Peanuts' }] });
    expect(telLinks((await t.agent().get(`/tag/${tag.uniqueCode}`)).body)).toEqual([['tel:911', 'Call 911']]);
    expect(telLinks((await t.agent().get(`/tag/${randomCode()}?lang=es`)).body)).toEqual([
      ['tel:911', 'Llamar al 911'],
    ]);
  });

  it('is on the too-many-look-ups page too, which says so in the reader’s language', async () => {
    const guesser = t.agent();
    guesser.headers['x-forwarded-for'] = '203.0.113.9';
    for (let i = 0; i < UNKNOWN_CODE_LIMIT.limit; i++) await guesser.get(`/api/tag/${randomCode()}`);
    const res = await guesser.get(`/tag/${randomCode()}`, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(429);
    // An hour's window: told in whole minutes, not thousands of seconds.
    const minutes = Math.ceil(Number(res.headers['retry-after']) / 60);
    expect(minutes).toBeGreaterThan(2);
    expect(visibleText(res.body)).toContain(
      `Zu viele Versuche. Bitte warten Sie ${minutes} Minuten und versuchen Sie es dann erneut.`,
    );
    expect(telLinks(res.body)).toEqual([['tel:911', '911 anrufen']]);
  });
});
