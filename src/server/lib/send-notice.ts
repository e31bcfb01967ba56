// A notice mailed after a change was committed (a password changed, an account deleted): a failed mail
// undoes nothing and fails no request. Delivery failures are logged by the mailer already.
import type { FastifyBaseLogger } from 'fastify';
import { MailDeliveryError, type Mailer, type MailMessage } from '../adapters/mailer.ts';

export async function sendNotice(
  deps: { mailer: Mailer; logger: FastifyBaseLogger },
  message: MailMessage,
): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) {
      deps.logger.error({ err: error, mail: { kind: message.kind } }, 'notice mail failed');
    }
  }
}
