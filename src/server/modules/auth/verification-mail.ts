// The verification mail (DESIGN §3): a plain-text and an HTML part in one language, the registrant's
// (the page they registered or asked again from), the code in large type, its 24-hour
// validity, no external images.
import { PRODUCT_NAME, VERIFICATION_CODE_TTL_MS } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { escapeHtml } from '../../render/document.ts';
import { greetingOf, mailFooter, mailFooterHtml, messageHtml } from '../account/account-mail.ts';

const VALID_HOURS = VERIFICATION_CODE_TTL_MS / (60 * 60 * 1000);

export type VerificationMailInput = {
  to: string;
  language: Language;
  code: string;
  firstName: string | null | undefined;
  supportEmail: string;
  publicUrl: string;
};

export function buildVerificationMail(input: VerificationMailInput): MailMessage {
  const { to, code, supportEmail, publicUrl, language } = input;
  const t = translatorFor(language);
  const subject = t('mail.verification.subject');
  const greeting = greetingOf(t, input.firstName);
  const validity = t('mail.verification.validity', { hours: VALID_HOURS });

  const text = [
    greeting,
    '',
    t('mail.verification.intro'),
    '',
    `    ${code}`,
    '',
    t('mail.verification.enterIt', { validity }),
    t('mail.verification.ignore'),
    '',
    mailFooter(t, { publicUrl, supportEmail }),
  ].join('\n');

  const enterIt = messageHtml(
    t,
    'mail.verification.enterIt',
    {},
    {
      validity: `<strong>${escapeHtml(validity)}</strong>`,
    },
  );
  const codeBox = `<p style="margin:24px 0;text-align:center"><span style="display:inline-block;padding:12px 20px;border:2px solid #dc2626;border-radius:8px;font-family:'Courier New',monospace;font-size:36px;font-weight:700;letter-spacing:8px;color:#111827">${escapeHtml(code)}</span></p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#dc2626">${PRODUCT_NAME}</h1>
<p style="margin:0 0 8px;font-size:16px">${escapeHtml(greeting)}</p>
<p style="margin:0;font-size:16px">${escapeHtml(t('mail.verification.intro'))}</p>
${codeBox}
<p style="margin:0 0 8px;font-size:14px">${enterIt}</p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(t('mail.verification.ignore'))}</p>
</div>
<p style="margin:16px 0 0;text-align:center;font-size:12px;color:#6b7280">${mailFooterHtml(t, { publicUrl, supportEmail })}</p>
</div>
</body>
</html>
`;

  return {
    kind: 'verification code',
    to,
    subject,
    text,
    html,
    developmentNote: `verification code for ${to}: ${code}`,
  };
}
