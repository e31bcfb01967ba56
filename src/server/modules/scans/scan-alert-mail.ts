// The parent's alert when their child's page was opened: who, when in their own time zone
// (UTC until the browser told us theirs), on what kind of device, in what language, and where to look.
// In the parent's language: their saved one, else the shop's (the caller picks it).
import { formatDate, formatDateTime, formatTime } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { canonicalTimeZone } from '#shared/schemas/time-zone.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import {
  factHtml,
  factText,
  greeting,
  languageName,
  linkHtml,
  mailDocument,
  paragraph,
} from '../../lib/alert-mail-parts.ts';
import { formatMailTimeIn } from '../../lib/mail-time.ts';
import { escapeHtml } from '../../render/document.ts';
import { deviceLabel } from '#shared/device-label.ts';

export type ScanAlertInput = {
  to: string;
  /** The parent's language: the mail's. */
  mailLanguage: Language;
  firstName: string | null;
  childName: string | null;
  tagId: string;
  scannedAt: Date;
  timeZone: string | null;
  device: string;
  /** The page's language for this scan (a fact in the mail). */
  language: string;
  whileLost: boolean;
  /** The tag's switch: a lost-mode scan alerts with it off too (decision 028); the mail says why it came. */
  alertsEnabled: boolean;
  /** A test the parent asked for from the dashboard: nobody opened the page. */
  test?: boolean;
  publicUrl: string;
  /** While lost: the photo the page shows, as an inline picture the parent can forward (issue 34). */
  photo?: Buffer;
};

/** The inline photo's Content-ID (the HTML names it as cid:…). */
export const LOST_PHOTO_CID = 'lost-child-photo@safekid';

/** "Mia's SafeKid page was opened", or the child without a name. */
function opened(t: Translate, childName: string | null): string {
  const name = childName?.trim();
  return name ? t('alertMail.opened', { name }) : t('alertMail.openedUnnamed');
}

export function scanAlertSubject(
  language: Language,
  childName: string | null,
  { test = false, lost = false } = {},
): string {
  const t = translatorFor(language);
  const subject = opened(t, childName);
  // Lost mode first: the one alert a parent must tell from the routine ones in a list of mails.
  if (lost) return t('alertMail.lostSubject', { subject });
  return test ? t('alertMail.testSubject', { subject }) : subject;
}

/** Why this mail came, and how it can stop: the switch, or lost mode, which overrides it. */
function reason(t: Translate, { alertsEnabled, whileLost, test }: ScanAlertInput): string {
  if (whileLost && !alertsEnabled) return t('alertMail.whyLost');
  if (test && !alertsEnabled) return t('alertMail.whyTestOff');
  return t('alertMail.whyOn');
}

export function scanAlertMail(input: ScanAlertInput): MailMessage {
  const language = input.mailLanguage;
  const t = translatorFor(language);
  const subject = scanAlertSubject(language, input.childName, { test: input.test, lost: input.whileLost });
  const why = reason(t, input);
  const hello = greeting(t, input.firstName);
  const history = `${input.publicUrl}/history/${input.tagId}`;
  const dashboard = `${input.publicUrl}/dashboard`;
  const intro = [
    ...(input.test ? [t('alertMail.testIntro')] : []),
    `${opened(t, input.childName)}.`,
    ...(input.whileLost ? [t('alertMail.lostIntro')] : []),
  ];
  const facts: Array<[string, string]> = [
    [t('alertMail.when'), formatMailTimeIn(language, input.scannedAt, input.timeZone)],
    [t('alertMail.device'), deviceLabel(input.device, t)],
    [t('alertMail.language'), languageName(language, t, input.language)],
  ];
  const historyLabel = t('alertMail.historyLink');
  const dashboardLabel = t('alertMail.dashboardLink');
  const photo = input.whileLost ? input.photo : undefined;
  const photoIntro = t('alertMail.photoIntro');
  const text = [
    hello,
    '',
    ...intro,
    ...(photo ? ['', photoIntro] : []),
    '',
    ...facts.map(([label, value]) => factText(t, label, value)),
    '',
    factText(t, historyLabel, history),
    factText(t, dashboardLabel, dashboard),
    '',
    why,
    t('mail.team'),
  ].join('\n');
  const html = mailDocument(
    language,
    [
      escapeHtml(hello),
      ...intro.map(escapeHtml),
      ...(photo
        ? [
            `${escapeHtml(photoIntro)}<br /><img src="cid:${LOST_PHOTO_CID}" alt="${escapeHtml(photoIntro)}" width="320" style="max-width:100%;height:auto" />`,
          ]
        : []),
      facts.map(([label, value]) => factHtml(t, label, escapeHtml(value))).join('<br />'),
      `${linkHtml(history, historyLabel)} · ${linkHtml(dashboard, dashboardLabel)}`,
      escapeHtml(why),
      escapeHtml(t('mail.team')),
    ].map(paragraph),
  );
  const attachments = photo
    ? [{ filename: 'photo.jpg', content: photo, contentType: 'image/jpeg', cid: LOST_PHOTO_CID }]
    : undefined;
  return {
    kind: input.test ? 'test scan alert' : 'scan alert',
    to: input.to,
    subject,
    text,
    html,
    ...(attachments ? { attachments } : {}),
  };
}

export type ScanAlertSummaryInput = {
  to: string;
  /** The parent's language: the mail's. */
  mailLanguage: Language;
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
  /** Alert mails a tag gets in an hour before the rest are summed up. */
  budget: number;
  publicUrl: string;
};

/**
 * A stretch of time in the parent's zone and language, e.g. 'between 14:02 and 14:41 on 23 Nov 2026
 * (Europe/Rome)'; the date is named twice only when the stretch crosses midnight in that zone.
 */
function timeRange(t: Translate, language: Language, from: Date, to: Date, timeZone: string | null): string {
  const zone = (timeZone && canonicalTimeZone(timeZone)) ?? 'UTC';
  const options = { timeZone: zone };
  const date = formatDate(language, from, options);
  if (date !== formatDate(language, to, options)) {
    return t('alertMail.rangeDays', {
      from: formatDateTime(language, from, options),
      to: formatDateTime(language, to, options),
      zone,
    });
  }
  const [start, end] = [formatTime(language, from, options), formatTime(language, to, options)];
  if (start === end) return t('alertMail.rangeAt', { time: start, date, zone });
  return t('alertMail.rangeSameDay', { from: start, to: end, date, zone });
}

/** One mail for the openings held over the tag's alert budget: how many, when, the latest device. */
export function scanAlertSummaryMail(input: ScanAlertSummaryInput): MailMessage {
  const language = input.mailLanguage;
  const t = translatorFor(language);
  const name = input.childName?.trim();
  const count = input.openings;
  const opened = name
    ? t('alertMail.openedMore', { name, count })
    : t('alertMail.openedMoreUnnamed', { count });
  const subject = input.whileLost ? t('alertMail.lostSubject', { subject: opened }) : opened;
  const hello = greeting(t, input.firstName);
  const history = `${input.publicUrl}/history/${input.tagId}`;
  const historyLabel = t('alertMail.historyLink');
  const lines = [
    t('alertMail.moreOpenings', {
      count,
      range: timeRange(t, language, input.firstAt, input.lastAt, input.timeZone),
    }),
    t('alertMail.latest', {
      device: deviceLabel(input.device, t),
      language: languageName(language, t, input.language),
    }),
    t('alertMail.summaryBudget', { budget: input.budget }),
  ];
  const text = [hello, '', ...lines, '', factText(t, historyLabel, history), '', t('mail.team')].join('\n');
  const html = mailDocument(
    language,
    [
      escapeHtml(hello),
      ...lines.map(escapeHtml),
      linkHtml(history, historyLabel),
      escapeHtml(t('mail.team')),
    ].map(paragraph),
  );
  return { kind: 'scan alert summary', to: input.to, subject, text, html };
}
