// The sales overview's calendar: ISO weeks starting Monday 00:00 UTC.

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStartOf(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The last `count` weeks up to the one holding `now`, oldest first, as 'YYYY-MM-DD' Mondays, and their span. */
export function lastWeeks(now: Date, count: number): { weeks: string[]; from: Date; to: Date } {
  const current = weekStartOf(now).getTime();
  const from = current - (count - 1) * WEEK_MS;
  const weeks = Array.from({ length: count }, (_, i) =>
    new Date(from + i * WEEK_MS).toISOString().slice(0, 10),
  );
  return { weeks, from: new Date(from), to: new Date(current + WEEK_MS) };
}
