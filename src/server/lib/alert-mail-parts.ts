// Pieces the parent's alert mails and the buyer's confirmation share: the greeting, a
// "label: value" line whose punctuation is the language's ("Quand : …" in French), a catalogue text
// with a link or bold value inside it for the HTML part, and the HTML document in the mail's language.
import type { Language } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { MessageValues, Translate } from '#shared/i18n/translator.ts';
import { escapeHtml } from '../render/document.ts';

export function greeting(t: Translate, firstName: string | null): string {
  const name = firstName?.trim();
  return name ? t('alertMail.hello', { name }) : t('alertMail.helloUnnamed');
}

/** A language's name in that language with its code, e.g. 'italiano (it)' for an Italian reader. */
export function languageName(language: Language, t: Translate, code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([language], { type: 'language' }).of(code);
  } catch {
    name = undefined;
  }
  return t('alertMail.languageName', { name: name ?? code, code });
}

// Private-use characters: never in a translation, so they mark where an HTML value goes.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * A catalogue text as HTML: its text escaped, and each value named in `html` put in as that HTML
 * (a link, a bold number), wherever the translation places it.
 */
export function htmlText(
  t: Translate,
  key: MessageKey,
  values: MessageValues,
  html: Readonly<Record<string, string>>,
): string {
  const names = Object.keys(html);
  const marked = t(key, {
    ...values,
    ...Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`])),
  });
  return escapeHtml(marked).replace(
    new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'),
    (_, index: string) => html[names[Number(index)]!] ?? '',
  );
}

/** 'When: Monday …' as text. */
export function factText(t: Translate, label: string, value: string): string {
  return t('alertMail.fact', { label, value });
}

/** The same line as HTML, its label bold and its value already HTML (escaped, or a link). */
export function factHtml(t: Translate, label: string, valueHtml: string): string {
  return htmlText(
    t,
    'alertMail.fact',
    {},
    { label: `<strong>${escapeHtml(label)}</strong>`, value: valueHtml },
  );
}

export const linkHtml = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** A paragraph of HTML already escaped. */
export const paragraph = (html: string) => `<p>${html}</p>`;

/** The HTML part: blocks already HTML (paragraphs, headings), in a document that says its language. */
export function mailDocument(language: Language, blocks: string[]): string {
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111827">
${blocks.join('\n')}
</body></html>`;
}
