// The answer when a change meant for the owner's working tag found none (working-tag.repo.ts): their
// deactivated tag is a conflict that says why, anything else (another parent's tag, an unknown id) is
// simply not found.
import { serverText } from '#shared/text.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound, type AppError } from '../../errors.ts';
import { ownedTagDeactivated } from './working-tag.repo.ts';

export async function notWorkingTag(
  db: Executor,
  tagId: string,
  userId: string,
  deactivatedText: string = serverText.tagDeactivated,
): Promise<AppError> {
  const deactivated = await ownedTagDeactivated(db, tagId, userId);
  return deactivated ? conflict(deactivatedText) : notFound(serverText.tagNotFound);
}
