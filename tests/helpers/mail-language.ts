// "A mail in one language" (issue 30): what a reader sees of a mail's HTML part, and the texts of the
// `mail` domain in another language that turn up in a mail (a German code mail with Italian in it).
import { parse } from '@formatjs/icu-messageformat-parser';
import { literalParts } from './icu-elements.ts';
import { flattenCatalogue } from '#server/i18n/catalogue-flatten.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The HTML part's readable text (the title is not): one line per block, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(head|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?(p|div|h\d|br|hr|li|ul|ol|table|tr|td|body|html)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The HTML part's <title>, entities decoded. */
export function htmlTitle(html: string): string {
  return htmlText(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
}

const mailTexts = (language: Language) =>
  Object.entries(flattenCatalogue(CATALOGUES[language])).filter(([key]) => key.startsWith('mail.'));

/**
 * 'de mail.verification.ignore: "…"' for each `mail` text of another language (English included) found
 * in `text`: its literal parts of three words or more, unless `language` writes that part alike.
 */
export function otherLanguagesIn(text: string, language: Language): string[] {
  const own = Object.fromEntries(mailTexts(language));
  const found: string[] = [];
  for (const other of LANGUAGES.filter((each) => each !== language)) {
    for (const [key, source] of mailTexts(other)) {
      for (const part of literalParts(parse(source, { ignoreTag: true }))) {
        const needle = part.trim();
        if (needle.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length < 3) continue;
        if (own[key]?.includes(needle)) continue;
        if (text.includes(needle)) found.push(`${other} ${key}: ${JSON.stringify(needle)}`);
      }
    }
  }
  return found;
}

/** Everything a reader sees of a mail: subject, text part, the HTML part's title and text. */
export function mailReading(mail: { subject: string; text: string; html: string }): string {
  return [mail.subject, mail.text, htmlTitle(mail.html), htmlText(mail.html)].join('\n');
}
