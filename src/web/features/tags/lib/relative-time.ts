// 'Updated {relative time}' on the dashboard (SPEC §2, §9): under an hour 'Just now', under a day
// '{n}h ago', otherwise '{n}d ago'. SPEC's short forms are catalogue texts, so each language words them
// its own way ('3 h fa', 'vor 3 Std.').
import { RELATIVE_TIME_DAY_MS, RELATIVE_TIME_HOUR_MS } from '#shared/constants.ts';
import type { Translate } from '#shared/i18n/translator.ts';

export function relativeTime(value: string | Date, now: Date, t: Translate): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  // A clock a little behind the server's (or an unreadable date) is still "just now", never negative.
  if (!(elapsed >= RELATIVE_TIME_HOUR_MS)) return t('dashboard.justNow');
  if (elapsed < RELATIVE_TIME_DAY_MS)
    return t('dashboard.hoursAgo', { n: Math.floor(elapsed / RELATIVE_TIME_HOUR_MS) });
  return t('dashboard.daysAgo', { n: Math.floor(elapsed / RELATIVE_TIME_DAY_MS) });
}
