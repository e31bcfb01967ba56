// A day and a short month, no year, in the reader's language: the sales overview's week labels.
// Beside format.ts rather than in it: format.ts rides in the chunk the landing page loads, and only
// the admin's lazy chunk needs this one.
import type { Language } from './languages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 16' / '16 mar' / '16. März'; '' for an invalid date. */
export function formatShortDate(language: Language, date: Date, options: { timeZone?: string } = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language} ${options.timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: options.timeZone,
    });
    formats.set(key, format);
  }
  return format.format(date);
}
