// The invitation to look after a child's tag (issue 34): who invites, for which child, the link with
// the raw token (the only place it exists) and how long it is valid. In the inviter's language, else
// the shop's: the invitee may have no account yet.
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { escapeHtml } from '../../render/document.ts';
import { mailFooter, mailFooterHtml } from '../account/account-mail.ts';

export function buildInvitationMail(input: {
  to: string;
  language: Language;
  /** The inviter's first name, else their address: the invitee must know who asks. */
  inviter: string;
  childName: string | null;
  link: string;
  days: number;
  supportEmail: string;
  publicUrl: string;
}): MailMessage {
  const { to, link, language, inviter, supportEmail, publicUrl } = input;
  const t = translatorFor(language);
  const child = input.childName?.trim();
  const subject = child
    ? t('mail.invitation.subject', { inviter, child })
    : t('mail.invitation.subjectUnnamed', { inviter });
  const intro = child
    ? t('mail.invitation.intro', { inviter, child })
    : t('mail.invitation.introUnnamed', { inviter });
  const howTo = t('mail.invitation.howTo', { email: to });
  const validity = t('mail.invitation.validity', { days: input.days });
  const ignore = t('mail.invitation.ignore', { inviter });
  const greeting = t('mail.greeting');
  const text = [
    greeting,
    '',
    intro,
    '',
    howTo,
    t('mail.invitation.linkLine', { link }),
    '',
    validity,
    ignore,
    '',
    t('mail.team'),
    mailFooter(t, { publicUrl, supportEmail }),
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827">
${paragraph(greeting)}
${paragraph(intro)}
${paragraph(howTo)}
<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#dc2626;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(t('mail.invitation.action'))}</a></p>
<p style="margin:0 0 12px;font-size:13px;word-break:break-all;color:#4b5563">${escapeHtml(link)}</p>
${paragraph(validity)}
${paragraph(ignore)}
${paragraph(t('mail.team'))}
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${mailFooterHtml(t, { publicUrl, supportEmail })}</p>
</body>
</html>
`;
  return { kind: 'guardian invitation', to, subject, text, html };
}
