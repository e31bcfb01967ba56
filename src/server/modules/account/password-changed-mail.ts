// The notice that an account's password was changed (issue 17): a parent who did not change it learns
// at once, from the address the account already trusts, when it happened and whom to tell.
import { PRODUCT_NAME } from '#shared/constants.ts';
import { accountText } from '#shared/text.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { formatMailTime } from '../../lib/mail-time.ts';
import { greetingOf, linesMail } from './account-mail.ts';

export function buildPasswordChangedMail(input: {
  to: string;
  firstName: string | null;
  timeZone: string | null;
  changedAt: Date;
  supportEmail: string;
  publicUrl: string;
  /** 'every': a reset through a mailed link (issue 29) ended every session, this browser's too. */
  signedOut?: 'others' | 'every';
}): MailMessage {
  const { to, supportEmail, publicUrl } = input;
  return linesMail('password changed', to, accountText.passwordChangedMailSubject, [
    greetingOf(input.firstName),
    '',
    `the password of your ${PRODUCT_NAME} account (${to}) was changed on ${formatMailTime(input.changedAt, input.timeZone)}.`,
    input.signedOut === 'every'
      ? 'Every device signed in to your account has been signed out.'
      : 'Every other device signed in to your account has been signed out.',
    '',
    `If you did not change it, write to ${supportEmail} at once: someone else may know your password.`,
    '',
    `${PRODUCT_NAME} · ${publicUrl}`,
  ]);
}
