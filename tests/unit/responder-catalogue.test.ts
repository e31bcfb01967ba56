// The public page's texts in the catalogue (domains publicTag and responder; completeness, values and
// translation are catalogue.test.ts's): English as SPEC quotes it (read from SPEC.md), counts in each
// language's grammar, and values inserted as they are.
import { catalogueEn } from '#shared/i18n/messages/index.ts';
import { describe, expect, it } from 'vitest';
import { listItems, quotedStrings, specMatch, specText } from '#tests/helpers/spec-document.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { waitTime } from '#shared/wait-time.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { responderEn } from '#shared/i18n/messages/responder/en.ts';

/** SPEC §2's public page, from its '###' heading to the next. */
const publicPageSpec = specMatch(/(### Public emergency page[\s\S]*?)\n###/)[0]!;

describe('the public page’s texts', () => {
  it.each(LANGUAGES)(
    '%s writes its headings in capitals, as SPEC writes EMERGENCY INFORMATION',
    (language) => {
      const t = translate(language);
      for (const heading of [t('publicTag.heading'), t('responder.lostChild.title')])
        expect(heading).toBe(heading.toLocaleUpperCase(language));
    },
  );
});

/** Every text of a catalogue domain, however deep. */
const texts = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(texts);

describe('English is SPEC’s', () => {
  it('every string SPEC quotes for the public page', () => {
    const quoted = quotedStrings(publicPageSpec);
    expect(quoted).toEqual(expect.arrayContaining(['EMERGENCY INFORMATION', 'Child Information']));
    expect(quoted.length).toBeGreaterThanOrEqual(5);
    // A quote with a placeholder ('Checked by a parent on {date}') is the catalogue's text itself.
    const english = [...texts(catalogueEn.responder), ...Object.values(catalogueEn.publicTag)];
    for (const quote of quoted) expect(english).toContain(quote);
  });

  it('heading, fallback, empty, loading and error, each in its place', () => {
    const [heading] = specMatch(/heading '([^']+)'/, publicPageSpec);
    const [fallback] = specMatch(/fallback '([^']+)'/, publicPageSpec);
    const [empty] = specMatch(/No fields: '([^']+)'/, publicPageSpec);
    const [loading, error] = specMatch(/Loading: '([^']+)'\. Error: '([^']+)'/, publicPageSpec);
    expect(en('publicTag.heading')).toBe(heading);
    expect(en('publicTag.childFallback')).toBe(fallback);
    expect(en('publicTag.empty')).toBe(empty);
    expect(en('publicTag.loading')).toBe(loading);
    expect(en('publicTag.error')).toBe(error);
  });

  it('the parts SPEC names without quoting them', () => {
    expect(publicPageSpec).toMatch(/a banner saying the child wears an emergency bracelet/);
    expect(en('publicTag.banner')).toMatch(/wearing a .*emergency bracelet/);
    expect(publicPageSpec).toMatch(/child name .*, age, tag id/);
    expect(en('publicTag.age')).toBe('Age');
    expect(en('publicTag.tagId').toLowerCase()).toBe('tag id');
    expect(publicPageSpec).toMatch(/the last updated time .* and a support contact/);
    expect(en('publicTag.lastUpdated').toLowerCase()).toBe('last updated');
    expect(en('publicTag.support')).toBe('Support');
  });

  it('the field templates, in SPEC’s order, shown unchanged in English', () => {
    const [list] = specMatch(/^- Field templates \(content empty\): (.+)\.$/m, specText);
    const templates = listItems(list!);
    expect(templates).toHaveLength(7);
    expect(Object.keys(responderEn.templateTitles)).toEqual(templates);
    expect(Object.values(responderEn.templateTitles)).toEqual(templates);
  });

  it('says what the API says when look-ups are refused: seconds while short, whole minutes from two on', () => {
    for (const seconds of [1, 30, 119])
      expect(en('responder.notices.tooManyLookups', { count: waitTime(seconds).count })).toBe(
        en('errors.rateLimited', waitTime(seconds)),
      );
    expect(en('errors.rateLimited', waitTime(1))).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(en('errors.rateLimited', waitTime(120))).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
    expect(en('errors.rateLimited', waitTime(3223))).toBe(
      'Too many attempts. Please wait 54 minutes and try again.',
    );
    expect(en('responder.notices.tooManyLookupsMinutes', { count: 54 })).toBe(
      en('errors.rateLimited', waitTime(3223)),
    );
    expect(translate('de')('responder.notices.tooManyLookupsMinutes', { count: 1 })).toBe(
      'Zu viele Versuche. Bitte warten Sie 1 Minute und versuchen Sie es dann erneut.',
    );
  });
});

describe('counts', () => {
  it.each([
    ['en', '1 year', '7 years'],
    ['it', '1 anno', '7 anni'],
    ['de', '1 Jahr', '7 Jahre'],
    ['fr', '1 an', '7 ans'],
    ['es', '1 año', '7 años'],
  ] as const)('%s: the child’s age is %j, %j', (language, one, seven) => {
    const t = translate(language);
    expect([1, 7, 18].map((count) => t('publicTag.ageYears', { count }))).toEqual([
      one,
      seven,
      seven.replace('7', '18'),
    ]);
  });

  it.each([
    ['en', 'Please wait 1 minute', 'Please wait 15 minutes'],
    ['it', 'Attenda 1 minuto', 'Attenda 15 minuti'],
    ['de', 'warten Sie 1 Minute', 'warten Sie 15 Minuten'],
    ['fr', 'patienter 1 minute', 'patienter 15 minutes'],
    ['es', 'Espere 1 minuto', 'Espere 15 minutos'],
  ] as const)('%s: a wait of one minute and of many', (language, one, many) => {
    const t = translate(language);
    expect(t('responder.protectedFields.tooManyTries', { count: 1 })).toContain(one);
    expect(t('responder.protectedFields.tooManyTries', { count: 15 })).toContain(many);
  });

  it('uses French’s singular for 0, and the plural for a million in every language', () => {
    expect(translate('fr')('publicTag.ageYears', { count: 0 })).toBe('0 an');
    expect(en('publicTag.ageYears', { count: 0 })).toBe('0 years');
    for (const language of LANGUAGES) {
      const t = translate(language);
      const million = new Intl.NumberFormat(language).format(1_000_000);
      expect(t('publicTag.ageYears', { count: 1_000_000 })).toBe(
        t('publicTag.ageYears', { count: 7 }).replace('7', million),
      );
    }
  });
});

describe('values', () => {
  it.each([
    ['en', 'Call 112', 'Call Emergency Contact'],
    ['it', 'Chiama il 112', 'Chiama Contatto di emergenza'],
    ['de', '112 anrufen', 'Notfallkontakt anrufen'],
    ['fr', 'Appeler le 112', 'Appeler Contact d’urgence'],
    ['es', 'Llamar al 112', 'Llamar a Contacto de emergencia'],
  ] as const)('%s: %j, %j (with the translated title)', (language, emergency, field) => {
    const t = translate(language);
    expect(t('responder.calls.emergencyNumber', { number: '112' })).toBe(emergency);
    expect(t('responder.calls.field', { title: t('responder.templateTitles.Emergency Contact') })).toBe(
      field,
    );
  });

  it('inserts a parent’s title as written, even one that looks like a placeholder', () => {
    expect(en('responder.calls.field', { title: "Mum {number} $& $1 # 'x'" })).toBe(
      "Call Mum {number} $& $1 # 'x'",
    );
  });
});
