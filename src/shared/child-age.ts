// Issue 34: the age shown everywhere (public page and its JSON, dashboard, forms, card, PDF), from
// the child's birth month and year when the parent gave them, else the age as saved (SPEC's childAge).
// The rule: a birthday falls on the 1st of the birth month, in UTC (the server's day; a month and a
// year say nothing finer), so a child born in March 2020 is 5 until 28 February 2026 and 6 from
// 1 March 2026. The 1–18 rule applies when the parent saves; later the age is what it really is.
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from './constants.ts';
import type { RefKey } from './message-ref.ts';

export type BirthMonthYear = { birthMonth: number; birthYear: number };
/** What a tag stores: either birth part may be null (then the saved age counts). */
export type ChildAgeData = { childAge: number | null; birthMonth: number | null; birthYear: number | null };

export const BIRTH_MONTH_MIN = 1;
export const BIRTH_MONTH_MAX = 12;

/** Whole years on `today` (UTC), counting the 1st of the birth month as the birthday. */
export function ageOn({ birthMonth, birthYear }: BirthMonthYear, today: Date): number {
  const beforeBirthday = today.getUTCMonth() + 1 < birthMonth;
  return today.getUTCFullYear() - birthYear - (beforeBirthday ? 1 : 0);
}

/** The birth month and year when both are set. */
export function birthOf(data: Pick<ChildAgeData, 'birthMonth' | 'birthYear'>): BirthMonthYear | null {
  const { birthMonth, birthYear } = data;
  return birthMonth !== null && birthYear !== null ? { birthMonth, birthYear } : null;
}

/** The age to show on `today`: computed from the birth month when set, else as saved (null: 'Age not set'). */
export function shownAge(data: ChildAgeData, today: Date): number | null {
  const birth = birthOf(data);
  return birth ? ageOn(birth, today) : data.childAge;
}

/** When the shown age next changes (the next 1st of the birth month, UTC): a cached page ends there. */
export function nextBirthday({ birthMonth }: BirthMonthYear, today: Date): Date {
  const year = today.getUTCFullYear() + (today.getUTCMonth() + 1 < birthMonth ? 0 : 1);
  return new Date(Date.UTC(year, birthMonth - 1, 1));
}

/**
 * Why a birth month and year cannot be saved on `today`, or null: a month not yet begun is in the
 * future; otherwise the age it gives must be within SPEC's 1–18 (a baby under one is refused, as
 * an age of 0 is).
 */
export function birthRefusal(birth: BirthMonthYear, today: Date): RefKey | null {
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (birth.birthYear * 12 + birth.birthMonth > thisMonth) return 'validation.birthFuture';
  const age = ageOn(birth, today);
  if (age < CHILD_AGE_MIN) return 'validation.ageMin';
  if (age > CHILD_AGE_MAX) return 'validation.ageMax';
  return null;
}
