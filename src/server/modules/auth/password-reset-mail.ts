// The password-reset mail (issue 29): plain text and simple HTML, the link to the reset page with the
// token in its fragment (browsers never send a fragment to a server, a proxy or a Referer), 1 hour.
import { PRODUCT_NAME } from '#shared/constants.ts';
import { passwordResetText as text } from '#shared/text.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';
import { greetingOf } from '../account/account-mail.ts';

export function buildPasswordResetMail(input: {
  to: string;
  firstName: string | null;
  link: string;
  supportEmail: string;
  publicUrl: string;
}): MailMessage {
  const { to, link, supportEmail, publicUrl } = input;
  const footer = `${PRODUCT_NAME} · ${publicUrl} · ${supportEmail}`;
  const plain = [
    greetingOf(input.firstName),
    '',
    text.mailIntro(to),
    '',
    `${text.mailAction}: ${link}`,
    '',
    text.mailValidity,
    text.mailIgnore,
    '',
    footer,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(text.mailSubject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827">
${paragraph(greetingOf(input.firstName))}
${paragraph(text.mailIntro(to))}
<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#dc2626;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(text.mailAction)}</a></p>
<p style="margin:0 0 12px;font-size:13px;word-break:break-all;color:#4b5563">${escapeHtml(link)}</p>
${paragraph(text.mailValidity)}
${paragraph(text.mailIgnore)}
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body>
</html>
`;
  return { kind: 'password reset', to, subject: text.mailSubject, text: plain, html };
}
