// The parent's alert when their child's page was opened (issue 16): who, when in their own time zone
// (UTC until the browser told us theirs), on what kind of device, in what language, and where to look.
// English: the account has no language yet.
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';
import { formatMailTime, formatMailTimeRange } from '../../lib/mail-time.ts';

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
  /** The tag's switch: a lost-mode scan alerts with it off too (decision 157); the mail says why it came. */
  alertsEnabled: boolean;
  /** A test the parent asked for from the dashboard: nobody opened the page. */
  test?: boolean;
  publicUrl: string;
};

export function scanAlertSubject(childName: string | null, { test = false, lost = false } = {}): string {
  const name = childName?.trim();
  const subject = name ? `${name}'s SafeKid page was opened` : "Your child's SafeKid page was opened";
  // Lost mode first: the one alert a parent must tell from the routine ones in a list of mails.
  if (lost) return `Lost mode: ${subject}`;
  return test ? `[Test] ${subject}` : subject;
}

/** Why this mail came, and how it can stop: the switch, or lost mode, which overrides it. */
function reason({ alertsEnabled, whileLost, test }: ScanAlertInput): string {
  if (whileLost && !alertsEnabled) {
    return 'You receive this because the tag is in lost-child mode: while it is, every opening is mailed, even with scan alerts off.';
  }
  if (test && !alertsEnabled) {
    return 'Scan alerts are off for this tag: real openings are not mailed until you switch them on on your dashboard (in lost-child mode they always are).';
  }
  return 'You receive this because scan alerts are on for this tag; you can switch them off on your dashboard.';
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => `${languageNames.of(code) ?? code} (${code})`;

export function scanAlertMail(input: ScanAlertInput): MailMessage {
  const subject = scanAlertSubject(input.childName, { test: input.test, lost: input.whileLost });
  const why = reason(input);
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
    why,
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
<p>${escapeHtml(greeting)}</p>
${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${facts.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br />')}</p>
<p><a href="${escapeHtml(history)}">Scan history</a> · <a href="${escapeHtml(dashboard)}">Your dashboard</a></p>
<p>${escapeHtml(why)}</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { kind: input.test ? 'test scan alert' : 'scan alert', to: input.to, subject, text, html };
}

export type ScanAlertSummaryInput = {
  to: string;
  firstName: string | null;
  childName: string | null;
  tagId: string;
  timeZone: string | null;
  openings: number;
  firstAt: Date;
  lastAt: Date;
  device: string;
  language: string;
  whileLost: boolean;
  /** Alert mails a tag gets in an hour before the rest are summed up (issue 28). */
  budget: number;
  publicUrl: string;
};

/** One mail for the openings held over the tag's alert budget (issue 28): how many, when, the latest device. */
export function scanAlertSummaryMail(input: ScanAlertSummaryInput): MailMessage {
  const name = input.childName?.trim();
  const page = name ? `${name}'s SafeKid page` : "Your child's SafeKid page";
  const times = input.openings === 1 ? 'once more' : `${input.openings} more times`;
  const subject = `${input.whileLost ? 'Lost mode: ' : ''}${page} was opened ${times}`;
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const history = `${input.publicUrl}/history/${input.tagId}`;
  const more = input.openings === 1 ? '1 more opening' : `${input.openings} more openings`;
  const lines = [
    `… and ${more} ${formatMailTimeRange(input.firstAt, input.lastAt, input.timeZone)}.`,
    `The latest: ${input.device}, ${languageName(input.language)}.`,
    `So that a flood of openings cannot bury your mail, each tag sends at most ${input.budget} alerts an hour and sums up the rest in one mail like this. Messages from people who found your child are always mailed on their own.`,
  ];
  const text = [greeting, '', ...lines, '', `Scan history: ${history}`, '', `The ${PRODUCT_NAME} team`].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(history)}">Scan history</a></p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { kind: 'scan alert summary', to: input.to, subject, text, html };
}
