// The verification mail (DESIGN §3): a plain-text and an HTML part, Italian first (the verification
// page is Italian) then English, the code in large type, its 24-hour validity, no external images.
import { PRODUCT_NAME, VERIFICATION_CODE_TTL_MS } from '#shared/constants.ts';
import type { MailMessage } from '../../adapters/mailer.ts';

const VALID_HOURS = VERIFICATION_CODE_TTL_MS / (60 * 60 * 1000);

export type VerificationMailInput = {
  to: string;
  code: string;
  firstName: string | null | undefined;
  supportEmail: string;
  publicUrl: string;
};

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function buildVerificationMail(input: VerificationMailInput): MailMessage {
  const { to, code, supportEmail, publicUrl } = input;
  const name = input.firstName?.trim() || '';
  const subject = `${PRODUCT_NAME}: il tuo codice di verifica / your verification code`;

  const text = [
    `${name ? `Ciao ${name},` : 'Ciao,'}`,
    '',
    `ecco il tuo codice di verifica ${PRODUCT_NAME}:`,
    '',
    `    ${code}`,
    '',
    `Inseriscilo nella pagina di verifica. Il codice è valido per ${VALID_HOURS} ore e si può usare una sola volta.`,
    'Se non hai creato tu questo account, ignora questa email.',
    '',
    '---',
    '',
    `${name ? `Hello ${name},` : 'Hello,'}`,
    '',
    `your ${PRODUCT_NAME} verification code is ${code}.`,
    `Enter it on the verification page. It is valid for ${VALID_HOURS} hours and can be used once.`,
    'If you did not create this account, you can ignore this email.',
    '',
    `${PRODUCT_NAME} · ${publicUrl} · ${supportEmail}`,
  ].join('\n');

  const safeName = escapeHtml(name);
  const codeBox = `<p style="margin:24px 0;text-align:center"><span style="display:inline-block;padding:12px 20px;border:2px solid #dc2626;border-radius:8px;font-family:'Courier New',monospace;font-size:36px;font-weight:700;letter-spacing:8px;color:#111827">${escapeHtml(code)}</span></p>`;
  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#dc2626">${PRODUCT_NAME}</h1>
<p style="margin:0 0 8px;font-size:16px">${safeName ? `Ciao ${safeName},` : 'Ciao,'}</p>
<p style="margin:0;font-size:16px">ecco il tuo codice di verifica:</p>
${codeBox}
<p style="margin:0 0 8px;font-size:14px">Inseriscilo nella pagina di verifica. Il codice è valido per <strong>${VALID_HOURS} ore</strong> e si può usare una sola volta.</p>
<p style="margin:0 0 24px;font-size:13px;color:#4b5563">Se non hai creato tu questo account, ignora questa email.</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<div lang="en">
<p style="margin:0 0 8px;font-size:16px">${safeName ? `Hello ${safeName},` : 'Hello,'}</p>
<p style="margin:0 0 8px;font-size:14px">your verification code is <strong>${escapeHtml(code)}</strong>. Enter it on the verification page. It is valid for <strong>${VALID_HOURS} hours</strong> and can be used once.</p>
<p style="margin:0;font-size:13px;color:#4b5563">If you did not create this account, you can ignore this email.</p>
</div>
</div>
<p style="margin:16px 0 0;text-align:center;font-size:12px;color:#6b7280">${PRODUCT_NAME} · <a href="${escapeHtml(publicUrl)}" style="color:#6b7280">${escapeHtml(publicUrl)}</a> · <a href="mailto:${escapeHtml(supportEmail)}" style="color:#6b7280">${escapeHtml(supportEmail)}</a></p>
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
