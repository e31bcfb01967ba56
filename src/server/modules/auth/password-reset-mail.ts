// The password-reset mail: plain text and simple HTML, the link to the reset page with the
// token in its fragment (browsers never send a fragment to a server, a proxy or a Referer), 1 hour; in
// the account's saved language, whatever browser asked for it.
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { escapeHtml } from '../../render/document.ts';
import { greetingOf, mailFooter, mailFooterHtml } from '../account/account-mail.ts';

export function buildPasswordResetMail(input: {
  to: string;
  language: Language;
  firstName: string | null;
  link: string;
  supportEmail: string;
  publicUrl: string;
}): MailMessage {
  const { to, link, supportEmail, publicUrl, language } = input;
  const t = translatorFor(language);
  const subject = t('mail.passwordReset.subject');
  const greeting = greetingOf(t, input.firstName);
  const intro = t('mail.passwordReset.intro', { email: to });
  const validity = t('mail.passwordReset.validity');
  const ignore = t('mail.passwordReset.ignore');
  const plain = [
    greeting,
    '',
    intro,
    '',
    t('mail.passwordReset.linkLine', { link }),
    '',
    validity,
    ignore,
    '',
    mailFooter(t, { publicUrl, supportEmail }),
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827">
${paragraph(greeting)}
${paragraph(intro)}
<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#dc2626;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(t('mail.passwordReset.action'))}</a></p>
<p style="margin:0 0 12px;font-size:13px;word-break:break-all;color:#4b5563">${escapeHtml(link)}</p>
${paragraph(validity)}
${paragraph(ignore)}
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${mailFooterHtml(t, { publicUrl, supportEmail })}</p>
</body>
</html>
`;
  return { kind: 'password reset', to, subject, text: plain, html };
}
