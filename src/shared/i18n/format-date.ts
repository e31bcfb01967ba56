// Dates for the responder, in their language: day, month and time with the zone named, so
// that '23. Nov. 2026, 10:15 UTC' cannot be misread. The server passes timeZone 'UTC' (the same HTML
// on every machine, so hydration matches); the browser leaves it out afterwards to show local time.
import type { Language } from './languages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return format;
}

/** '' for an invalid date, so a broken timestamp never breaks the page. */
export function formatDateTime(date: Date, language: Language, options: { timeZone?: string } = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  return formatFor(language, options.timeZone).format(date);
}

/** A day without a time, as UTC names it ('3 March 2026', '3 marzo 2026'): the day a parent checked a profile. */
export function formatDay(date: Date, language: Language): string {
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language} day`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format.format(date);
}
