// The parent's mail when their tag's wrong-PIN limit is reached (issue 28, decision 160): what
// happened, until when, and what to do. English, as the other parent mails; no PIN and no code in it.
import { PRODUCT_NAME } from '#shared/constants.ts';
import { pinLockMailText as text } from '#shared/text.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { formatMailTime } from '../../lib/mail-time.ts';
import { linesMail } from '../account/account-mail.ts';

export type PinLockMailInput = {
  to: string;
  childName: string | null;
  timeZone: string | null;
  lockedUntil: Date;
  /** The tag's PIN has 6 digits (from before decision 160): a new one would be far harder to guess. */
  legacyPin: boolean;
  dashboardUrl: string;
};

const possessive = (name: string | null) => (name?.trim() ? `${name.trim()}'s` : "your child's");

export function buildPinLockMail(input: PinLockMailInput): MailMessage {
  const child = possessive(input.childName);
  const legacy = input.legacyPin ? [text.legacyPin] : [];
  return linesMail('pin lock', input.to, text.subject(child), [
    text.happened(child, formatMailTime(input.lockedUntil, input.timeZone)),
    text.stillShown,
    '',
    text.whatToDo,
    text.ifMistyped,
    text.ifNot,
    ...legacy,
    '',
    text.dashboard(input.dashboardUrl),
    `The ${PRODUCT_NAME} team`,
  ]);
}
