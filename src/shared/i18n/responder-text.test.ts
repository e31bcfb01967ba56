// The five dictionaries: complete, English as SPEC quotes it (read from SPEC.md, not from text.ts),
// the same placeholders in every language, counts in each language's grammar, and data the server
// can embed in the page.
import { describe, expect, it } from 'vitest';
import { listItems, quotedStrings, specMatch, specText } from '#tests/helpers/spec-document.ts';

import { LANGUAGES } from './languages.ts';
import { countText, fillText } from './plural.ts';
import type { ResponderText } from './responder-text.ts';
import { RESPONDER_TEXTS } from './responder-texts.ts';
import { en } from '#tests/helpers/messages.ts';
import { waitTime } from '#shared/wait-time.ts';

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, path = ''): Leaf[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [{ path, value }];
}

const texts = (text: ResponderText) =>
  new Map(leaves(text).map(({ path, value }) => [path, value as string]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = RESPONDER_TEXTS.en;
const englishTexts = texts(english);

/** SPEC §2's public page, from its '###' heading to the next. */
const publicPageSpec = specMatch(/(### Public emergency page[\s\S]*?)\n###/)[0]!;

describe('every dictionary', () => {
  it('was read (the page, the coming pages, the templates)', () => {
    expect([...englishTexts.keys()]).toEqual(
      expect.arrayContaining([
        'page.heading',
        'page.ageYears.other',
        'calls.emergencyNumber',
        'notices.inactive',
        'typedCode.wrongLength.one',
        'location.share',
        'phoneNumber.messageLabel',
        'lostChild.body',
        'protectedFields.wrongPin',
        'templateTitles.Doctor Info',
      ]),
    );
    expect(englishTexts.size).toBeGreaterThan(60);
  });

  it.each(LANGUAGES)('%s has every key of the English one, and no other', (language) => {
    expect([...texts(RESPONDER_TEXTS[language]).keys()]).toEqual([...englishTexts.keys()]);
  });

  it.each(LANGUAGES)(
    '%s: every text is a non-empty, trimmed string with English’s placeholders',
    (language) => {
      for (const [path, text] of texts(RESPONDER_TEXTS[language])) {
        expect(typeof text, path).toBe('string');
        expect(text.trim(), path).not.toBe('');
        expect(text, path).toBe(text.trim());
        expect(placeholders(text), path).toEqual(placeholders(englishTexts.get(path)!));
      }
    },
  );

  it.each(LANGUAGES)('%s is data: the server can embed it in the page as JSON', (language) => {
    const text = RESPONDER_TEXTS[language];
    expect(JSON.parse(JSON.stringify(text))).toEqual(text);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s is translated (only names and loan words equal English)',
    (language) => {
      const same = [...texts(RESPONDER_TEXTS[language])]
        .filter(([path, text]) => text === englishTexts.get(path))
        .map(([path]) => path);
      const allowed: Record<string, string[]> = {
        it: ['protectedFields.pinLabel'],
        de: ['page.support', 'typedCode.label', 'protectedFields.pinLabel'],
        fr: ['typedCode.label', 'templateTitles.Allergies'],
        es: ['protectedFields.pinLabel'],
      };
      expect(same).toEqual(allowed[language]);
    },
  );

  it.each(LANGUAGES)(
    '%s writes its headings in capitals, as SPEC writes EMERGENCY INFORMATION',
    (language) => {
      const { page, lostChild } = RESPONDER_TEXTS[language];
      for (const heading of [page.heading, lostChild.title])
        expect(heading).toBe(heading.toLocaleUpperCase(language));
    },
  );
});

describe('English is SPEC’s', () => {
  it('every string SPEC quotes for the public page', () => {
    const quoted = quotedStrings(publicPageSpec);
    expect(quoted).toEqual(expect.arrayContaining(['EMERGENCY INFORMATION', 'Child Information']));
    expect(quoted.length).toBeGreaterThanOrEqual(5);
    for (const quote of quoted) expect([...englishTexts.values()]).toContain(quote);
  });

  it('heading, fallback, empty, loading and error, each in its place', () => {
    const [heading] = specMatch(/heading '([^']+)'/, publicPageSpec);
    const [fallback] = specMatch(/fallback '([^']+)'/, publicPageSpec);
    const [empty] = specMatch(/No fields: '([^']+)'/, publicPageSpec);
    const [loading, error] = specMatch(/Loading: '([^']+)'\. Error: '([^']+)'/, publicPageSpec);
    expect(english.page).toMatchObject({ heading, childFallback: fallback, empty, loading, error });
  });

  it('the parts SPEC names without quoting them', () => {
    expect(publicPageSpec).toMatch(/a banner saying the child wears an emergency bracelet/);
    expect(english.page.banner).toMatch(/wearing a .*emergency bracelet/);
    expect(publicPageSpec).toMatch(/child name .*, age, tag id/);
    expect(english.page.age).toBe('Age');
    expect(english.page.tagId.toLowerCase()).toBe('tag id');
    expect(publicPageSpec).toMatch(/the last updated time .* and a support contact/);
    expect(english.page.lastUpdated.toLowerCase()).toBe('last updated');
    expect(english.page.support).toBe('Support');
  });

  it('the field templates, in SPEC’s order, shown unchanged in English', () => {
    const [list] = specMatch(/^- Field templates \(content empty\): (.+)\.$/m, specText);
    const templates = listItems(list!);
    expect(templates).toHaveLength(7);
    for (const language of LANGUAGES)
      expect(Object.keys(RESPONDER_TEXTS[language].templateTitles)).toEqual(templates);
    expect(Object.values(english.templateTitles)).toEqual(templates);
  });

  it('says what the API says when look-ups are refused: seconds while short, whole minutes from two on', () => {
    for (const seconds of [1, 30, 119])
      expect(countText(english.notices.tooManyLookups, seconds, 'en')).toBe(
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
    expect(countText(english.notices.tooManyLookupsMinutes, 54, 'en')).toBe(
      en('errors.rateLimited', waitTime(3223)),
    );
    expect(countText(RESPONDER_TEXTS.de.notices.tooManyLookupsMinutes, 1, 'de')).toBe(
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
    const { ageYears } = RESPONDER_TEXTS[language].page;
    expect([1, 7, 18].map((age) => countText(ageYears, age, language))).toEqual([
      one,
      seven,
      seven.replace('7', '18'),
    ]);
  });

  it.each([
    ['en', 'Please wait 1 minute', 'Please wait 15 minutes'],
    ['it', 'Attendi 1 minuto', 'Attendi 15 minuti'],
    ['de', 'warten Sie 1 Minute', 'warten Sie 15 Minuten'],
    ['fr', 'patienter 1 minute', 'patienter 15 minutes'],
    ['es', 'Espere 1 minuto', 'Espere 15 minutos'],
  ] as const)('%s: a wait of one minute and of many', (language, one, many) => {
    const { tooManyTries } = RESPONDER_TEXTS[language].protectedFields;
    expect(countText(tooManyTries, 1, language)).toContain(one);
    expect(countText(tooManyTries, 15, language)).toContain(many);
  });

  it('uses French’s singular for 0, and the plural for a million in every language', () => {
    expect(countText(RESPONDER_TEXTS.fr.page.ageYears, 0, 'fr')).toBe('0 an');
    expect(countText(RESPONDER_TEXTS.en.page.ageYears, 0, 'en')).toBe('0 years');
    for (const language of LANGUAGES) {
      const { ageYears } = RESPONDER_TEXTS[language].page;
      expect(countText(ageYears, 1_000_000, language)).toBe(fillText(ageYears.other, { count: 1_000_000 }));
    }
  });

  it.each(LANGUAGES)('%s needs no plural form beyond one and other (many reads as other)', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    expect(categories.filter((c) => !['one', 'other', 'many'].includes(c))).toEqual([]);
  });
});

describe('fillText', () => {
  it.each([
    ['en', 'Call 112', 'Call Emergency Contact'],
    ['it', 'Chiama il 112', 'Chiama Contatto di emergenza'],
    ['de', '112 anrufen', 'Notfallkontakt anrufen'],
    ['fr', 'Appeler le 112', 'Appeler Contact d’urgence'],
    ['es', 'Llamar al 112', 'Llamar a Contacto de emergencia'],
  ] as const)('%s: %j, %j (with the translated title)', (language, emergency, field) => {
    const text = RESPONDER_TEXTS[language];
    expect(fillText(text.calls.emergencyNumber, { number: '112' })).toBe(emergency);
    expect(fillText(text.calls.field, { title: text.templateTitles['Emergency Contact'] })).toBe(field);
  });

  it('inserts a parent’s title as written, even one that looks like a placeholder', () => {
    expect(fillText('Call {title}', { title: 'Mum {number} $& $1' })).toBe('Call Mum {number} $& $1');
    expect(fillText('Call {title}', {})).toBe('Call {title}');
    expect(fillText('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});
