// "No English catalogue text" on a page, in a mail or a PDF read in another language (issue 30): the
// English texts of the catalogue that this language translates differently, found in `text`. Texts
// with values are looked for by their longer literal parts; short words ('Edit') only as a whole line,
// so an English word inside a translated sentence or a child's name is not a false alarm.
import { parse } from '@formatjs/icu-messageformat-parser';
import { flattenCatalogue } from '#server/i18n/catalogue-flatten.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';
import { SAME_AS_ENGLISH } from '#shared/i18n/same-as-english.ts';
import { literalParts } from './icu-elements.ts';

const english = flattenCatalogue(CATALOGUES.en);

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

/** What to look for: whole short texts, and the longer literal parts of every text. */
function candidates(language: Exclude<Language, 'en'>): Array<{ key: string; text: string; whole: boolean }> {
  const translated = flattenCatalogue(CATALOGUES[language]);
  const same = new Set(SAME_AS_ENGLISH[language]);
  const found: Array<{ key: string; text: string; whole: boolean }> = [];
  for (const [key, source] of Object.entries(english)) {
    if (translated[key] === source || same.has(source)) continue;
    for (const part of literalParts(parse(source, { ignoreTag: true }))) {
      const text = part.trim();
      if (!/\p{L}{2,}/u.test(text) || same.has(text)) continue;
      // Shared with the translation (a brand, an example address): not a leftover.
      if (translated[key]?.includes(text)) continue;
      found.push({ key, text, whole: wordCount(text) < 3 });
    }
  }
  return found;
}

/** 'key: "text"' for each English catalogue text found in `text` (a page's innerText, a mail, a PDF). */
export function englishLeftovers(text: string, language: Exclude<Language, 'en'>): string[] {
  const lines = new Set(text.split('\n').map((line) => line.trim()));
  return candidates(language)
    .filter(({ text: needle, whole }) => (whole ? lines.has(needle) : text.includes(needle)))
    .map(({ key, text: needle }) => `${key}: ${JSON.stringify(needle)}`);
}
