// The parent's mail when their tag's wrong-PIN limit is reached (decision 026): what
// happened, until when, and what to do, in the parent's language; no PIN and no code in it.
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { formatMailTimeIn } from '../../lib/mail-time.ts';
import { linesMail } from '../account/account-mail.ts';

export type PinLockMailInput = {
  to: string;
  language: Language;
  childName: string | null;
  timeZone: string | null;
  lockedUntil: Date;
  /** The tag's PIN has 6 digits (from before decision 026): a new one would be far harder to guess. */
  legacyPin: boolean;
  dashboardUrl: string;
};

export function buildPinLockMail(input: PinLockMailInput): MailMessage {
  const t = translatorFor(input.language);
  const name = input.childName?.trim();
  const possessiveChild = name ? t('pinLockMail.childNamed', { name }) : t('pinLockMail.childUnnamed');
  const until = formatMailTimeIn(input.language, input.lockedUntil, input.timeZone);
  const legacy = input.legacyPin ? [t('pinLockMail.legacyPin')] : [];
  return linesMail(
    'pin lock',
    input.to,
    t('pinLockMail.subject', { possessiveChild }),
    [
      t('pinLockMail.happened', { possessiveChild, until }),
      t('pinLockMail.stillShown'),
      '',
      t('pinLockMail.whatToDo'),
      t('pinLockMail.ifMistyped'),
      t('pinLockMail.ifNot'),
      ...legacy,
      '',
      t('pinLockMail.dashboard', { url: input.dashboardUrl }),
      t('mail.team'),
    ],
    input.language,
  );
}
