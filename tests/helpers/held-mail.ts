// A slow SMTP server in a test: the next mail hangs until `release()`, every later one goes through.
// For races between a sender stuck on one mail and another sender (a retry job) meanwhile.
import { vi } from 'vitest';
import type { Mailer } from '#server/adapters/mailer.ts';

export function holdNextMail(mailer: Mailer) {
  const realSend = mailer.send.bind(mailer);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldTo = '';
  const send = vi
    .spyOn(mailer, 'send')
    .mockImplementationOnce(async (message) => {
      heldTo = message.to;
      await held;
      return realSend(message);
    })
    .mockImplementation(realSend);
  return {
    /** Resolves with the held mail's recipient once a sender is stuck on it. */
    heldRecipient: async () => {
      await vi.waitFor(() => {
        if (!heldTo) throw new Error('no mail held yet');
      });
      return heldTo;
    },
    release: () => release(),
    restore: () => {
      release();
      send.mockRestore();
    },
  };
}
