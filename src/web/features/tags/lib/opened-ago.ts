// 'Opened 2h ago' on a tag's dashboard card (issue 16): the last scan, in Intl's narrow English
// ('5m ago', '2h ago', 'yesterday', '3w ago'); under a minute 'Opened just now'.
import { scanHistoryText } from '#shared/text.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

const format = new Intl.RelativeTimeFormat('en', { style: 'narrow', numeric: 'auto' });

const UNITS: ReadonlyArray<{ below: number; size: number; unit: Intl.RelativeTimeFormatUnit }> = [
  { below: HOUR, size: MINUTE, unit: 'minute' },
  { below: DAY, size: HOUR, unit: 'hour' },
  { below: WEEK, size: DAY, unit: 'day' },
  { below: 5 * WEEK, size: WEEK, unit: 'week' },
  { below: Infinity, size: MONTH, unit: 'month' },
];

export function openedAgo(lastScanAt: string | null, now: Date): string {
  if (lastScanAt === null) return scanHistoryText.notOpenedYet;
  const elapsed = now.getTime() - new Date(lastScanAt).getTime();
  // A clock a little behind the server's (or an unreadable date) is still "just now".
  if (!(elapsed >= MINUTE)) return scanHistoryText.openedJustNow;
  const { size, unit } = UNITS.find(({ below }) => elapsed < below)!;
  return scanHistoryText.opened(format.format(-Math.floor(elapsed / size), unit));
}
