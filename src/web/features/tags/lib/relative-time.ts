// 'Updated {relative time}' on the dashboard (SPEC §2, §9): under an hour 'Just now', under a day
// '{n}h ago', otherwise '{n}d ago'.
import { RELATIVE_TIME_DAY_MS, RELATIVE_TIME_HOUR_MS } from '#shared/constants.ts';
import { dashboardText } from '#shared/text.ts';

export function relativeTime(value: string | Date, now: Date): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  // A clock a little behind the server's (or an unreadable date) is still "just now", never negative.
  if (!(elapsed >= RELATIVE_TIME_HOUR_MS)) return dashboardText.justNow;
  if (elapsed < RELATIVE_TIME_DAY_MS)
    return dashboardText.hoursAgo(Math.floor(elapsed / RELATIVE_TIME_HOUR_MS));
  return dashboardText.daysAgo(Math.floor(elapsed / RELATIVE_TIME_DAY_MS));
}
