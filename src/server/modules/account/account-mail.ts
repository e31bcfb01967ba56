// The account's notices to its parent: plain lines, sent as text and as simple HTML, in the
// recipient's language: the greeting and the footer every account mail shares.
import { PRODUCT_NAME } from '#shared/constants.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { MessageValues, Translate } from '#shared/i18n/translator.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';

/** 'Hallo Anna,' or, without a first name, 'Hallo,'. */
export function greetingOf(t: Translate, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? t('mail.greetingNamed', { name }) : t('mail.greeting');
}

/** 'SafeKid Tag · https://… · help@…': the last line of every account mail. */
export function mailFooter(t: Translate, where: { publicUrl: string; supportEmail: string }): string {
  return t('mail.footer', { product: PRODUCT_NAME, url: where.publicUrl, supportEmail: where.supportEmail });
}

/**
 * A message as HTML: its text escaped, and the values named in `markup` set as that (trusted, already
 * escaped) markup, wherever the language puts them (a bold validity, a link).
 */
export function messageHtml(
  t: Translate,
  key: MessageKey,
  values: MessageValues,
  markup: Readonly<Record<string, string>>,
): string {
  const mark = (name: string) => `\u0000${name}\u0000`;
  const marks = Object.fromEntries(Object.keys(markup).map((name) => [name, mark(name)]));
  let html = escapeHtml(t(key, { ...values, ...marks }));
  for (const [name, value] of Object.entries(markup)) html = html.split(mark(name)).join(value);
  return html;
}

/** The footer with its address and support mailbox as links, each value escaped. */
export function mailFooterHtml(t: Translate, where: { publicUrl: string; supportEmail: string }): string {
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:#6b7280">${escapeHtml(text)}</a>`;
  return messageHtml(
    t,
    'mail.footer',
    { product: PRODUCT_NAME },
    {
      url: link(where.publicUrl, where.publicUrl),
      supportEmail: link(`mailto:${where.supportEmail}`, where.supportEmail),
    },
  );
}

/** One paragraph per line; an empty line only separates. `language` is the HTML part's lang. */
export function linesMail(
  kind: string,
  to: string,
  subject: string,
  lines: string[],
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827">
${lines.map((line) => (line ? `<p style="margin:0 0 8px">${escapeHtml(line)}</p>` : '')).join('\n')}
</body>
</html>
`;
  return { kind, to, subject, text: lines.join('\n'), html };
}
