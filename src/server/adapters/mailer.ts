// Sends mail over SMTP (SMTP_URL), or, without it, writes each message as an .eml file to
// DATA_DIR/outbox so development needs no mail server (DESIGN §1).
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export type MailMessage = {
  /** What the mail is, for the log ('scan alert'): never its subject, which may name a child. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Inline pictures the HTML names by `cid:` (the lost child's photo). */
  attachments?: MailAttachment[];
  /** Shown in the development log when the outbox is used (e.g. the code); never in production. */
  developmentNote?: string;
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('Mail delivery failed', { cause });
    this.name = 'MailDeliveryError';
  }
}

export function createMailer(config: Config, logger: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config, logger);
  // Fine on a laptop; in production it means no parent ever gets a code, and nothing else says so.
  if (config.isProduction) logger.warn(OUTBOX_IN_PRODUCTION);
  return new OutboxMailer(config, logger);
}

export const OUTBOX_IN_PRODUCTION =
  'SMTP_URL is not set: mails (verification codes, alerts, orders) are written to DATA_DIR/outbox and nobody receives them. Set SMTP_URL (docs/OPERATIONS.md section 2).';

class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  constructor(
    private readonly config: Config,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(config.smtpUrl!, {
      // Fail fast: a stuck SMTP server must not hold a registration request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as TransportOptions);
  }
  async send({ kind, to, subject, text, html, attachments }: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to, subject, text, html, attachments });
      this.logger.info({ mail: { kind } }, 'mail sent');
    } catch (error) {
      this.logger.error({ mail: { kind }, err: describeMailError(error) }, 'mail delivery failed');
      throw new MailDeliveryError(error);
    }
  }
  close(): void {
    this.transport.close();
  }
}

class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly outbox: string;
  private readonly stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  constructor(
    private readonly config: Config,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.outbox = path.join(config.dataDir, 'outbox');
  }
  async send({ kind, to, subject, text, html, attachments, developmentNote }: MailMessage): Promise<void> {
    try {
      const info = await this.stream.sendMail({
        from: this.config.mailFrom,
        to,
        subject,
        text,
        html,
        attachments,
      });
      // The files hold codes and addresses: readable by the service's user alone.
      await mkdir(this.outbox, { recursive: true, mode: 0o700 });
      const file = path.join(
        this.outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const note = this.config.isProduction ? undefined : developmentNote;
      this.logger.info(
        { mail: { kind, file } },
        note ? `mail written to outbox: ${kind} (${note})` : 'mail written to outbox',
      );
    } catch (error) {
      this.logger.error({ mail: { kind }, err: describeMailError(error) }, 'mail delivery failed');
      throw new MailDeliveryError(error);
    }
  }
  close(): void {}
}

/** Only what helps an operator: never the message body (it may hold a code). */
function describeMailError(error: unknown): { message: string; code?: string } {
  if (error instanceof Error) return { message: error.message, code: (error as { code?: string }).code };
  return { message: String(error) };
}
