// The account's notices to its parent (issue 17): plain lines, sent as text and as simple HTML.
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';

export const greetingOf = (firstName: string | null) =>
  firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

/** One paragraph per line; an empty line only separates. */
export function linesMail(kind: string, to: string, subject: string, lines: string[]): MailMessage {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827">
${lines.map((line) => (line ? `<p style="margin:0 0 8px">${escapeHtml(line)}</p>` : '')).join('\n')}
</body>
</html>
`;
  return { kind, to, subject, text: lines.join('\n'), html };
}
