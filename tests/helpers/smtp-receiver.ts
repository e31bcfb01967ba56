// A real SMTP server (the smtp-server package) on a free loopback port: the app sends its mail
// here over SMTP and tests read the parsed messages.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; parsed: ParsedMail };

export class SmtpReceiver {
  readonly messages: ReceivedMail[] = [];
  /** When set, the next deliveries are refused with this SMTP error (to test failures). */
  rejectWith: string | undefined;
  /** Refuses the mails it picks, as a server's size limit or content filter would (552). */
  refuseWhen: ((mail: ReceivedMail) => boolean) | undefined;
  private waiters: Array<() => void> = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.rejectWith) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error(this.rejectWith), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((parsed) => {
            const to = [parsed.to]
              .flat()
              .flatMap((a) => a?.value ?? [])
              .map((v) => (v.address ?? '').toLowerCase());
            const mail = {
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              parsed,
            };
            if (this.refuseWhen?.(mail)) {
              callback(Object.assign(new Error('Message refused'), { responseCode: 552 }));
              return;
            }
            this.messages.push(mail);
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  /** Listens on `port`, by default a free one. */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a message to `to` matching `predicate` (default: any), up to `timeoutMs`. */
  async waitFor(
    to: string,
    predicate: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    const wanted = to.toLowerCase();
    for (;;) {
      const found = [...this.messages].reverse().find((m) => m.to.includes(wanted) && predicate(m));
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  messagesTo(to: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(to.toLowerCase()));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The 6-digit code in a verification mail. */
export function codeFromMail(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`No 6-digit code in mail "${mail.subject}"`);
  return match[1]!;
}
