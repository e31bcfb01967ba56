// The message catalogue (issue 30): every language parses as ICU MessageFormat, has every English
// key with the same values, and is translated: a text identical to English is refused unless it is
// rightly the same word in that language (same-as-english.ts). Pages SPEC writes in Italian keep
// SPEC's Italian as their English entry, so Italian may repeat them.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { valueNames } from '#tests/helpers/icu-elements.ts';
import { flattenCatalogue } from '#server/i18n/catalogue-flatten.ts';
import { loadAllLanguages } from '#server/i18n/catalogue.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';
import { SAME_AS_ENGLISH } from '#shared/i18n/same-as-english.ts';

/**
 * Domains still waiting for their translation (issue 30 is open until this list is empty). A listed
 * domain that is translated fails too, so the list only shrinks.
 */
const AWAITING_TRANSLATION: readonly string[] = [];

/** Domains whose English entry is SPEC's Italian (the verification page and the NFC reader). */
const ITALIAN_IN_SPEC = ['verifyPage.', 'nfcReader.'];

const flat = Object.fromEntries(
  LANGUAGES.map((language) => [language, flattenCatalogue(CATALOGUES[language])]),
);
const english = flat.en!;

const names = (text: string) => [...valueNames(parse(text, { ignoreTag: true }))].sort();

/** A text with no letters outside its values ('{n} / {max}') has nothing to translate. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{[^{}]*\}/g, ''));

describe('the message catalogue', () => {
  it('parses in every language', () => {
    expect(() => loadAllLanguages()).not.toThrow();
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key and no other',
    (language) => {
      expect(Object.keys(flat[language]!).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s uses the same values as English',
    (language) => {
      const differing = Object.entries(english)
        .filter(
          ([key, text]) => JSON.stringify(names(text)) !== JSON.stringify(names(flat[language]![key] ?? '')),
        )
        .map(
          ([key, text]) =>
            `${key}: en ${names(text).join(',')} / ${language} ${names(flat[language]![key] ?? '').join(',')}`,
        );
      expect(differing).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s is translated', (language) => {
    const allowed = new Set(SAME_AS_ENGLISH[language as Exclude<typeof language, 'en'>]);
    const untranslated = Object.entries(english)
      .filter(([key, text]) => flat[language]![key] === text && hasWords(text))
      .filter(([, text]) => !allowed.has(text))
      .filter(([key]) => !AWAITING_TRANSLATION.includes(key.split('.', 1)[0]!))
      .filter(([key]) => !(language === 'it' && ITALIAN_IN_SPEC.some((prefix) => key.startsWith(prefix))))
      .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
    expect(untranslated).toEqual([]);
  });

  it.each(AWAITING_TRANSLATION)('%s still awaits its translation (else take it off the list)', (domain) => {
    const copies = LANGUAGES.filter((language) => language !== 'en').filter((language) =>
      Object.entries(english).some(
        ([key, text]) =>
          key.startsWith(`${domain}.`) &&
          flat[language]![key] === text &&
          hasWords(text) &&
          !SAME_AS_ENGLISH[language as Exclude<typeof language, 'en'>].includes(text),
      ),
    );
    expect(copies).not.toEqual([]);
  });
});
