// The footer's time, written by the server in UTC (the cached page is everyone's), in the reader's
// own time zone.
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { isLanguage } from '#shared/i18n/languages.ts';

export function showLocalTime(time: HTMLTimeElement): void {
  const language = document.documentElement.lang;
  const text = isLanguage(language) ? formatDateTime(new Date(time.dateTime), language) : '';
  if (text) time.textContent = text;
}
