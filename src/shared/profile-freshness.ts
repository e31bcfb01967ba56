// How fresh a child's profile is (issue 34 part 3): the public page names the day a parent last
// checked it and, after a year without a check, tells the responder plainly (never hiding anything).

/** A profile unchecked this long reads as possibly out of date. */
export const STALE_AFTER_MONTHS = 12;

/** `date` plus `months` calendar months (UTC); the 31st of a shorter month falls on its last day. */
export function addMonths(date: Date, months: number): Date {
  const shifted = new Date(date.getTime());
  const day = shifted.getUTCDate();
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted;
}

/** The moment a check made at `checkedAt` stops being recent. */
export const staleAt = (checkedAt: Date): Date => addMonths(checkedAt, STALE_AFTER_MONTHS);

/** Unchecked for more than a year as of `now`; a profile never checked is not called stale. */
export const isStale = (checkedAt: Date | null, now: Date): boolean =>
  checkedAt !== null && now.getTime() >= staleAt(checkedAt).getTime();
