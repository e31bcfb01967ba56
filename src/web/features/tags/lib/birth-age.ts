// Issue 34: the tag forms' age when a birth month and year are given.
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '#shared/constants.ts';
import { ageOn } from '#shared/child-age.ts';

type BirthValues = { birthMonth?: number | null; birthYear?: number | null };

/** The computed age today (the browser's day, a preview only: the server computes its own), or null. */
export function formBirthAge(values: BirthValues, today = new Date()): number | null {
  const { birthMonth, birthYear } = values;
  if (!birthMonth || !birthYear || !Number.isInteger(birthYear) || birthYear < 1000) return null;
  return ageOn({ birthMonth, birthYear }, today);
}

/**
 * The body sent: with a birth month and year, childAge is the computed age (held within SPEC's
 * range: the server computes it again and refuses an age outside it under the birth fields, in words
 * about the birth month rather than about an age input the parent cannot edit).
 */
export function withBirthAge<T extends BirthValues & { childAge: number | null }>(values: T): T {
  const age = formBirthAge(values);
  if (age === null) return values;
  return { ...values, childAge: Math.min(CHILD_AGE_MAX, Math.max(CHILD_AGE_MIN, age)) };
}
