// Times in mails to a parent (scan alerts, responders' shares; issue 16): in the parent's own zone and
// named, so two mails about one scan never disagree; UTC while the zone is unknown.
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
