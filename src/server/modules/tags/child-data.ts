// Issue 34: the child data a save writes. A birth month and year come both or neither; when given
// they must be a past month giving an age SPEC allows today (app clock), and the saved childAge is
// that age, so the previous release and SPEC's readers of childAge see a right age on the day of saving.
import { ZodError, type ZodIssue } from 'zod';
import { ageOn, birthRefusal } from '#shared/child-age.ts';
import { messageRef } from '#shared/message-ref.ts';
import { ValidationError } from '../../validation.ts';
import type { ChildData } from './tags.repo.ts';

type ChildInput = {
  childName: string;
  childAge: number | null;
  birthMonth?: number | null;
  birthYear?: number | null;
};

const refused = (path: 'birthMonth' | 'birthYear', message: string) =>
  new ValidationError(new ZodError([{ code: 'custom', path: [path], message } satisfies ZodIssue]));

/** What to store; throws the 400 of a refused birth month and year (nothing is written). */
export function childDataOf(input: ChildInput, now: Date): ChildData {
  const birthMonth = input.birthMonth ?? null;
  const birthYear = input.birthYear ?? null;
  const { childName, childAge } = input;
  if (birthMonth === null && birthYear === null) return { childName, childAge, birthMonth, birthYear };
  if (birthMonth === null) throw refused('birthMonth', messageRef('validation.birthBoth'));
  if (birthYear === null) throw refused('birthYear', messageRef('validation.birthBoth'));
  const birth = { birthMonth, birthYear };
  const refusal = birthRefusal(birth, now);
  if (refusal) throw refused('birthYear', messageRef(refusal));
  return { childName, childAge: ageOn(birth, now), birthMonth, birthYear };
}
