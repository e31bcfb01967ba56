// Counts every mail by its kind ('scan alert', a fixed text) as it is handed over or fails; never by
// its recipient or subject. The retry jobs count their second attempts themselves (mail.retried).
import type { Mailer } from '../../adapters/mailer.ts';
import type { AppMetrics } from './app-metrics.ts';

export function meteredMailer(mailer: Mailer, metrics: Pick<AppMetrics, 'mail'>): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mail.failed.inc({ kind: message.kind });
        throw error;
      }
      metrics.mail.sent.inc({ kind: message.kind });
    },
    close: () => mailer.close(),
  };
}
