// 'Opened 2 hours ago' on a tag's card and page: the last scan, in the reader's language
// through Intl (format.ts: '2 ore fa', 'vor 2 Stunden', 'yesterday'); under a minute 'Opened just now'.
import { formatRelativeTime } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';

const MINUTE = 60_000;

export function openedAgo(lastScanAt: string | null, now: Date, language: Language, t: Translate): string {
  if (lastScanAt === null) return t('scanHistory.notOpenedYet');
  const at = new Date(lastScanAt);
  const elapsed = now.getTime() - at.getTime();
  // A clock a little behind the server's (or an unreadable date) is still "just now".
  if (!(elapsed >= MINUTE)) return t('scanHistory.openedJustNow');
  return t('scanHistory.opened', { relative: formatRelativeTime(language, at, now) });
}
