// The landing texts per language (issue 30): the admin's endpoint, the fallback, and the landing
// page rendered in the visitor's language while SPEC's content calls keep the default language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT_MAX_LENGTH } from '#shared/constants.ts';
import {
  HOW_IT_WORKS_STEP_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  SITE_CONTENT_DEFAULTS,
} from '#shared/content-defaults.ts';
import { landingDefaultsDe } from '#shared/i18n/messages/landing-defaults/de.ts';
import { landingDefaultsIt } from '#shared/i18n/messages/landing-defaults/it.ts';
import type { LandingTranslationsAnswer } from '#shared/schemas/landing-translations.ts';
import type { LandingTexts } from '#shared/landing-texts.ts';
import type { EmbeddedState } from '#shared/paths.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { embeddedState, queryData } from '#tests/helpers/embedded-state.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const url = (language: string) => `/api/admin/landing-translations/${language}`;
const visit = (t: TestApp, language: string) => t.agent().get('/', { 'accept-language': language });
/** A site text as the page embeds it: under SPEC's key in the default language, else with the language's texts. */
function siteText(state: EmbeddedState, section: string): string | undefined {
  const translated = queryData(state, ['/api/landing-texts', state.i18n.language]) as
    LandingTexts | undefined;
  if (translated) return translated.siteContent[section];
  return (queryData(state, ['/api/content', section]) as { content: string }).content;
}
const entry = (answer: LandingTranslationsAnswer, key: string) => answer.texts.find((e) => e.key === key)!;

describe('landing texts per language', () => {
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

  it('a new shop shows a German visitor the German shipped texts, in one language only', async () => {
    const res = await visit(t, 'de-DE,de;q=0.9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    const state = embeddedState(res.body);
    expect(siteText(state, 'hero_subtitle')).toBe(landingDefaultsDe.heroSubtitle);
    const texts = queryData(state, ['/api/landing-texts', 'de']) as LandingTexts;
    expect(texts.sections.paypalSettings).toMatchObject({
      buttonText: landingDefaultsDe.paypalButtonText,
      price: PAYPAL_SETTINGS_DEFAULTS.price,
    });
    // One language only: SPEC's per-call keys (the default language's texts) are not embedded.
    expect(queryData(state, ['/api/paypal-settings'])).toBeUndefined();
    expect(queryData(state, ['/api/content', 'hero_subtitle'])).toBeUndefined();
    expect(res.body).toContain(landingDefaultsDe.howItWorksStep2Title);
    expect(res.body).not.toContain(SITE_CONTENT_DEFAULTS.hero_description);
    expect(res.body).not.toContain(HOW_IT_WORKS_STEP_DEFAULTS[2].subtitle);
  });

  it('an English visitor sees exactly SPEC’s defaults', async () => {
    const state = embeddedState((await visit(t, 'en-US,en;q=0.9')).body);
    for (const [section, content] of Object.entries(SITE_CONTENT_DEFAULTS)) {
      expect(siteText(state, section)).toBe(content);
    }
  });

  it('the admin writes the Italian hero title: Italians see it, English visitors and SPEC’s call do not', async () => {
    const res = await admin.put(url('it'), { texts: { heroTitle: 'Braccialetti SafeKid' } });
    expect(res.statusCode).toBe(200);
    expect(entry(res.json(), 'heroTitle')).toMatchObject({ written: 'Braccialetti SafeKid' });

    expect(siteText(embeddedState((await visit(t, 'it-IT,it')).body), 'hero_title')).toBe(
      'Braccialetti SafeKid',
    );
    expect(siteText(embeddedState((await visit(t, 'en')).body), 'hero_title')).toBe(
      SITE_CONTENT_DEFAULTS.hero_title,
    );
    expect((await t.agent().get('/api/content/hero_title')).json()).toEqual({
      section: 'hero_title',
      content: SITE_CONTENT_DEFAULTS.hero_title,
    });
  });

  it('a text the admin changed in the default language only falls back to it, marked missing', async () => {
    const mine = 'Bracelets that speak for your child';
    expect((await admin.put('/api/content', { section: 'hero_description', content: mine })).statusCode).toBe(
      200,
    );

    expect(siteText(embeddedState((await visit(t, 'it')).body), 'hero_description')).toBe(mine);
    const view = (await admin.get(url('it'))).json() as LandingTranslationsAnswer;
    expect(view.defaultLanguage).toBe('en');
    expect(entry(view, 'heroDescription')).toEqual({
      key: 'heroDescription',
      tab: 'hero',
      written: null,
      shown: mine,
      missingIn: ['it', 'de', 'fr', 'es'],
    });
    // Untouched texts show their shipped translation: nothing is missing.
    expect(entry(view, 'heroSubtitle')).toMatchObject({
      shown: landingDefaultsIt.heroSubtitle,
      missingIn: [],
    });

    await admin.put(url('it'), { texts: { heroDescription: 'Braccialetti che parlano per tuo figlio' } });
    const after = (await admin.get(url('de'))).json() as LandingTranslationsAnswer;
    expect(entry(after, 'heroDescription').missingIn).toEqual(['de', 'fr', 'es']);

    // An empty text removes the Italian one: the fallback shows again.
    await admin.put(url('it'), { texts: { heroDescription: '' } });
    expect(siteText(embeddedState((await visit(t, 'it')).body), 'hero_description')).toBe(mine);
  });

  it('the default language is written where SPEC’s calls read it', async () => {
    const res = await admin.put(url('en'), {
      texts: { howItWorksStep2Title: 'Activate in minutes', paypalButtonText: 'Pay with PayPal' },
    });
    expect(res.statusCode).toBe(200);
    const howItWorks = (await t.agent().get('/api/how-it-works')).json() as {
      steps: Array<{ stepNumber: number; title: string; icon: string }>;
    };
    expect(howItWorks.steps[1]).toMatchObject({
      title: 'Activate in minutes',
      icon: HOW_IT_WORKS_STEP_DEFAULTS[1].icon,
    });
    expect((await t.agent().get('/api/paypal-settings')).json()).toMatchObject({
      ...PAYPAL_SETTINGS_DEFAULTS,
      buttonText: 'Pay with PayPal',
    });
    expect(entry(res.json(), 'paypalButtonText')).toMatchObject({
      written: 'Pay with PayPal',
      shown: 'Pay with PayPal',
    });
  });

  it('is for admins only', async () => {
    for (const agent of [t.agent(), parent]) {
      expect((await agent.get(url('it'))).statusCode).toBe(401);
      expect((await agent.put(url('it'), { texts: { heroTitle: 'x' } })).statusCode).toBe(401);
    }
  });

  it.each([
    [
      'an unknown language',
      url('xx'),
      { texts: { heroTitle: 'x' } },
      'Unknown language: use one of en, it, de, fr, es',
    ],
    ['an unknown text key', url('it'), { texts: { price: '1.00' } }, 'Unknown landing text key'],
    [
      'a text too long',
      url('it'),
      { texts: { heroTitle: 'x'.repeat(CONTENT_TEXT_MAX_LENGTH + 1) } },
      `Each text may have at most ${CONTENT_TEXT_MAX_LENGTH} characters`,
    ],
    ['a text that is not a string', url('it'), { texts: { heroTitle: 42 } }, 'Each text must be a string'],
    ['no texts', url('it'), {}, expect.any(String)],
  ])('refuses %s with 400 and a useful message', async (_name, path, body, message) => {
    const res = await admin.put(path, body as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('answers the landing texts of a language publicly, the same the page embeds', async () => {
    const res = await t.agent().get('/api/landing-texts/de');
    expect(res.statusCode).toBe(200);
    const texts = res.json() as LandingTexts;
    expect(texts.siteContent.hero_subtitle).toBe(landingDefaultsDe.heroSubtitle);
    expect(texts.sections.howItWorks.steps[0]!.title).toBe(landingDefaultsDe.howItWorksStep1Title);
    expect((await t.agent().get('/api/landing-texts/xx')).statusCode).toBe(400);
  });

  it('refuses an unknown language on the read too', async () => {
    const res = await admin.get(url('klingon'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown language: use one of en, it, de, fr, es' });
  });
});

describe('landing texts in a shop whose default language is Italian', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_LANGUAGE: 'it' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the Italian shipped texts though the seed stored English ones', async () => {
    const state = embeddedState((await t.agent().get('/')).body);
    expect(siteText(state, 'hero_subtitle')).toBe(landingDefaultsIt.heroSubtitle);
    expect((await t.agent().get('/api/content/hero_subtitle')).json()).toMatchObject({
      content: SITE_CONTENT_DEFAULTS.hero_subtitle,
    });
  });
});
