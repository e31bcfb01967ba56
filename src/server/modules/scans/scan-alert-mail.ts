// The parent's alert when their child's page was opened (issue 16): who, when in their own time zone
// (UTC until the browser told us theirs), on what kind of device, in what language, and where to look.
// English: the account has no language yet.
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';
import { formatMailTime } from '../../lib/mail-time.ts';

export type ScanAlertInput = {
  to: string;
  firstName: string | null;
  childName: string | null;
  tagId: string;
  scannedAt: Date;
  timeZone: string | null;
  device: string;
  language: string;
  whileLost: boolean;
  /** A test the parent asked for from the dashboard: nobody opened the page. */
  test?: boolean;
  publicUrl: string;
};

export function scanAlertSubject(childName: string | null, test = false): string {
  const name = childName?.trim();
  const subject = name ? `${name}'s SafeKid page was opened` : "Your child's SafeKid page was opened";
  return test ? `[Test] ${subject}` : subject;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => `${languageNames.of(code) ?? code} (${code})`;

export function scanAlertMail(input: ScanAlertInput): MailMessage {
  const subject = scanAlertSubject(input.childName, input.test);
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const history = `${input.publicUrl}/history/${input.tagId}`;
  const dashboard = `${input.publicUrl}/dashboard`;
  const intro = [
    ...(input.test ? ['This is a test alert: nobody opened the page. A real alert looks like this.'] : []),
    `${scanAlertSubject(input.childName)}.`,
    ...(input.whileLost ? ['The tag is in lost-child mode: every opening is reported at once.'] : []),
  ];
  const facts: Array<[string, string]> = [
    ['When', formatMailTime(input.scannedAt, input.timeZone)],
    ['Device', input.device],
    ['Language', languageName(input.language)],
  ];
  const text = [
    greeting,
    '',
    ...intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Scan history: ${history}`,
    `Your dashboard: ${dashboard}`,
    '',
    'You receive this because scan alerts are on for this tag; you can switch them off on your dashboard.',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
<p>${escapeHtml(greeting)}</p>
${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${facts.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br />')}</p>
<p><a href="${escapeHtml(history)}">Scan history</a> · <a href="${escapeHtml(dashboard)}">Your dashboard</a></p>
<p>You receive this because scan alerts are on for this tag; you can switch them off on your dashboard.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { kind: input.test ? 'test scan alert' : 'scan alert', to: input.to, subject, text, html };
}
