// Times in mails to a parent (scan alerts, responders' shares): in the parent's own zone and
// named, so two mails about one scan never disagree; UTC while the zone is unknown.
import { formatDateTime } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { canonicalTimeZone } from '#shared/schemas/time-zone.ts';

/** e.g. 'Monday, 23 November 2026 at 13:05 (Europe/Rome)'. */
export function formatMailTime(at: Date, timeZone: string | null): string {
  const zone = (timeZone && canonicalTimeZone(timeZone)) ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(at);
  return `${text} (${zone})`;
}

/**
 * A stretch of time, e.g. 'between 14:02 and 14:41 on Monday, 23 November 2026 (Europe/Rome)'; the date
 * is named twice only when the stretch crosses midnight in that zone.
 */
export function formatMailTimeRange(from: Date, to: Date, timeZone: string | null): string {
  const zone = (timeZone && canonicalTimeZone(timeZone)) ?? 'UTC';
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: zone });
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: zone });
  if (day.format(from) !== day.format(to)) {
    return `between ${formatMailTime(from, zone).replace(` (${zone})`, '')} and ${formatMailTime(to, timeZone)}`;
  }
  if (time.format(from) === time.format(to))
    return `at ${time.format(from)} on ${day.format(from)} (${zone})`;
  return `between ${time.format(from)} and ${time.format(to)} on ${day.format(from)} (${zone})`;
}

/** A time in a mail in the recipient's language and zone, e.g. '28.11.2026, 09:05 (Europe/Berlin)'. */
export function formatMailTimeIn(language: Language, at: Date, timeZone: string | null): string {
  const zone = (timeZone && canonicalTimeZone(timeZone)) ?? 'UTC';
  return `${formatDateTime(language, at, { timeZone: zone })} (${zone})`;
}
