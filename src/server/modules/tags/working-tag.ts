// The answers about the owner's tag before and after its statement (working-tag.repo.ts): an id that
// is not one is simply not found; a change meant for the working tag that found none is a conflict
// saying why for the owner's deactivated tag, and not found for anything else (another parent's tag).
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound, type AppError } from '../../errors.ts';
import { isUuid } from '../../validation.ts';
import { ownedTagDeactivated } from './working-tag.repo.ts';

/** An id that is not a UUID is no tag of anyone's: 404 without asking the database. */
export function assertTagId(tagId: string): void {
  if (!isUuid(tagId)) throw notFound('errors.tagNotFound');
}

export async function notWorkingTag(
  db: Executor,
  tagId: string,
  userId: string,
  deactivatedText: MessageKey = 'errors.tagDeactivated',
): Promise<AppError> {
  const deactivated = await ownedTagDeactivated(db, tagId, userId);
  return deactivated ? conflict(deactivatedText) : notFound('errors.tagNotFound');
}
