import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { ACCEPT_LANGUAGE_READ_LIMIT, chooseLanguage } from './negotiate-language.ts';

describe('chooseLanguage from Accept-Language (RFC 9110 §12.5.4)', () => {
  it.each([
    ['de-CH;q=0.9, fr;q=0.8, *;q=0.1', 'de'],
    ['fr;q=0.8, de-CH;q=0.9', 'de'],
    ['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', 'it'],
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    ['es-419', 'es'],
    ['FR-ca', 'fr'],
    ['de-CH-1996', 'de'],
    ['fr, de', 'fr'],
    ['de;q=0.5, it;q=0.50', 'de'],
    ['de ; q = 0.5 , it;q=0.4', 'de'],
  ] as const)('%j → %s (q-values, then the header’s order; a region is its language)', (header, language) => {
    expect(chooseLanguage(header)).toBe(language);
  });

  it.each([
    ['pt-BR,pt;q=0.9', 'en'],
    ['ja', 'en'],
    ['ja, es;q=0.5', 'es'],
    ['zh-Hant-TW, it;q=0.1', 'it'],
    ['*', 'en'],
    ['*;q=0.1, de;q=0.05', 'en'],
    ['de;q=0, *', 'en'],
    ['en;q=0, it;q=0.5', 'it'],
    ['de;q=0', 'en'],
    ['de;q=abc, it;q=0.5', 'it'],
  ] as const)('%j → %s (unknown languages, `*` and q=0)', (header, language) => {
    expect(chooseLanguage(header)).toBe(language);
  });

  it('is English without a header or with an empty one', () => {
    expect(chooseLanguage(undefined)).toBe('en');
    expect(chooseLanguage('')).toBe('en');
  });

  it.each([';;;', ',,,', 'q=1', ';q=1', '\u0000de', '"de"', 'de_CH', '-', 'de-', '🙂'])(
    'reads the malformed header %j without throwing',
    (header) => {
      expect(LANGUAGES).toContain(chooseLanguage(header));
    },
  );

  it('never throws, whatever the header', () => {
    const entry = fc.tuple(
      fc.constantFrom('de', 'fr-CA', '*', 'xx', '', 'IT', 'es-'),
      fc.constantFrom('', ';q=0', ';q=0.5', ';q=1', ';q=', ';q=x', ';;', ';level=1'),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 400 }),
          fc.array(entry, { maxLength: 40 }).map((entries) => entries.map((e) => e.join('')).join(',')),
        ),
        (header) => LANGUAGES.includes(chooseLanguage(header)),
      ),
    );
  });

  it('reads only the entries within its limit, so a huge header costs no more than a short one', () => {
    const padding = 'xx;q=0.9, '.repeat(200);
    expect(chooseLanguage(`de, ${padding}`)).toBe('de');
    // A language named only past the limit is not read.
    expect(chooseLanguage(`${padding}fr`)).toBe('en');
    // An entry the limit cuts through is dropped whole ('de;q=0' cut to 'de;q' would accept German).
    const filler = 'xx, '.repeat((ACCEPT_LANGUAGE_READ_LIMIT - 4) / 4);
    expect(`${filler}it-IT`.indexOf('it-IT')).toBeLessThan(ACCEPT_LANGUAGE_READ_LIMIT);
    expect(chooseLanguage(`${filler}it-IT`)).toBe('en');
    expect(chooseLanguage(`${filler.slice(4)}it-IT`)).toBe('it');
  });

  it('answers the same for a header it has seen, at once and after many others', () => {
    expect(chooseLanguage('fr-CH, de;q=0.5')).toBe('fr');
    expect(chooseLanguage('fr-CH, de;q=0.5')).toBe('fr');
    for (let i = 0; i < 1200; i++) chooseLanguage(`x${i}, es;q=0.${(i % 9) + 1}`);
    expect(chooseLanguage('fr-CH, de;q=0.5')).toBe('fr');
    expect(chooseLanguage('x7, es;q=0.8')).toBe('es');
  });
});

describe('chooseLanguage with ?lang=', () => {
  it.each([
    ['de', 'de'],
    ['DE', 'de'],
    [' it ', 'it'],
    ['de-AT', 'de'],
    ['es', 'es'],
  ] as const)('?lang=%j wins over the header', (query, language) => {
    expect(chooseLanguage('fr-FR,fr;q=0.9', query)).toBe(language);
  });

  it.each([['xx'], [''], ['english'], ['d'], ['de;q=1'], [['de', 'it']], [42], [null], [{ de: 1 }]])(
    'ignores ?lang=%j: the header decides',
    (query) => {
      expect(chooseLanguage('fr-FR,fr;q=0.9', query)).toBe('fr');
      expect(chooseLanguage(undefined, query)).toBe('en');
    },
  );
});
