// The confirmation that an account was deleted (issue 17): plain text and HTML, English (parent-facing).
import { PRODUCT_NAME } from '#shared/constants.ts';
import { accountText } from '#shared/text.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';

export function buildAccountDeletedMail(input: {
  to: string;
  firstName: string | null;
  tagCount: number;
  supportEmail: string;
  publicUrl: string;
}): MailMessage {
  const { to, supportEmail, publicUrl, tagCount } = input;
  const greeting = input.firstName?.trim() ? `Hello ${input.firstName.trim()},` : 'Hello,';
  const bands =
    tagCount === 1
      ? 'Your bracelet no longer works: whoever scans it sees that the tag is no longer active.'
      : tagCount > 1
        ? `Your ${tagCount} bracelets no longer work: whoever scans them sees that the tag is no longer active.`
        : '';
  const lines = [
    greeting,
    '',
    `your ${PRODUCT_NAME} account (${to}) has been deleted, as you asked.`,
    "Your children's details and emergency fields, the scan history and your consents are erased.",
    ...(bands ? [bands] : []),
    'Orders you placed stay with the shop, which must keep them.',
    '',
    `If you did not ask for this, write to ${supportEmail}.`,
    '',
    `${PRODUCT_NAME} · ${publicUrl}`,
  ];
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(accountText.deletedMailSubject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827">
${lines.map((line) => (line ? `<p style="margin:0 0 8px">${escapeHtml(line)}</p>` : '')).join('\n')}
</body>
</html>
`;
  return { to, subject: accountText.deletedMailSubject, text: lines.join('\n'), html };
}
