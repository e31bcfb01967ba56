// The translator's shortcut for plain texts must write exactly what IntlMessageFormat writes: checked
// against it for every text of the catalogue in every language, with values of each kind.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { flattenCatalogue } from '#server/i18n/catalogue-flatten.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';
import { plainFormat } from '#shared/i18n/plain-format.ts';
import { createTranslator, PARSE_OPTIONS, type MessageValues } from '#shared/i18n/translator.ts';

/** The argument names a parsed text uses, plurals' and selects' branches included. */
function argumentNames(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && typeof element.value === 'string')
      into.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    if ('children' in element) argumentNames(element.children, into);
  }
  return into;
}

const SAMPLES: Array<(name: string) => string | number> = [(name) => `«${name}»`, () => 3, () => 0, () => ''];

describe('translator', () => {
  for (const language of LANGUAGES) {
    it(`writes every ${language} text as IntlMessageFormat does`, () => {
      const texts = flattenCatalogue(CATALOGUES[language]);
      const parsed = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, parse(text, PARSE_OPTIONS)]),
      );
      const translate = createTranslator(language, parsed);
      let plain = 0;
      for (const [key, elements] of Object.entries(parsed)) {
        if (plainFormat(elements)) plain += 1;
        const reference = new IntlMessageFormat(elements, language, undefined, PARSE_OPTIONS);
        for (const sample of SAMPLES) {
          const values: MessageValues = Object.fromEntries(
            [...argumentNames(elements)].map((name) => [name, sample(name)]),
          );
          expect(translate(key as MessageKey, values), `${language} ${key}`).toBe(
            String(reference.format(values)),
          );
        }
      }
      // Most texts take the shortcut; were none to, this test would check nothing of it.
      expect(plain).toBeGreaterThan(Object.keys(parsed).length / 2);
    });
  }

  it('shows the key for a text the catalogue lacks or a value the call forgot', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const translate = createTranslator('en', {
      greeting: parse('Hello {name}', PARSE_OPTIONS),
      count: parse('{n, plural, one {# tag} other {# tags}}', PARSE_OPTIONS),
    });
    expect(translate('greeting' as MessageKey, { name: 'Ada' })).toBe('Hello Ada');
    expect(translate('greeting' as MessageKey)).toBe('greeting');
    expect(translate('count' as MessageKey)).toBe('count');
    expect(translate('missing' as MessageKey)).toBe('missing');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('writes a date given to a plain argument as its text, without the comma IntlMessageFormat added', () => {
    const when = new Date('2026-11-29T10:00:00Z');
    const translate = createTranslator('de', { seen: parse('Seen {when}', PARSE_OPTIONS) });
    expect(translate('seen' as MessageKey, { when })).toBe(`Seen ${String(when)}`);
  });
});
