// The answer about the family's tag after its statement (working-tag.repo.ts): a change meant for the
// working tag that found none is a conflict saying why for a deactivated tag the caller owns or guards,
// and not found for anything else (another family's tag). An id that is not one never gets here: the
// route's contract answers it as not found.
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound, type AppError } from '../../errors.ts';
import { familyTagDeactivated } from './working-tag.repo.ts';

export async function notWorkingTag(
  db: Executor,
  tagId: string,
  userId: string,
  deactivatedText: MessageKey = 'errors.tagDeactivated',
): Promise<AppError> {
  const deactivated = await familyTagDeactivated(db, tagId, userId);
  return deactivated ? conflict(deactivatedText) : notFound('errors.tagNotFound');
}
