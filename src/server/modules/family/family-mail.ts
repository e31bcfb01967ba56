// Sending one of a tag's mails to its whole family (issue 34): the owner and every guardian, each
// built for its recipient (language, name, zone). Every recipient is tried; when any failed, the
// first failure is thrown after the others went, so the caller's retry keeps its usual meaning (the
// ones who got it may get it twice on the retry: better than the owner never hearing of a scan).
import type { MailMessage } from '../../adapters/mailer.ts';
import type { Infra } from '../../context.ts';
import { tagMailRecipients, type TagMailRecipient } from './tag-mail-recipients.repo.ts';

export async function mailTagFamily(
  deps: Pick<Infra, 'db' | 'mailer'>,
  tagId: string,
  build: (recipient: TagMailRecipient) => MailMessage | null,
): Promise<number> {
  const recipients = await tagMailRecipients(deps.db, tagId);
  let failure: unknown = null;
  let sent = 0;
  for (const recipient of recipients) {
    const message = build(recipient);
    if (!message) continue;
    try {
      await deps.mailer.send(message);
      sent++;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return sent;
}
