// The confirmation that an account was deleted (issue 17): plain text and HTML, English (parent-facing).
import { PRODUCT_NAME } from '#shared/constants.ts';
import { accountText } from '#shared/text.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { greetingOf, linesMail } from './account-mail.ts';

export function buildAccountDeletedMail(input: {
  to: string;
  firstName: string | null;
  tagCount: number;
  supportEmail: string;
  publicUrl: string;
}): MailMessage {
  const { to, supportEmail, publicUrl, tagCount } = input;
  const bands =
    tagCount === 1
      ? 'Your bracelet no longer works: whoever scans it sees that the tag is no longer active.'
      : tagCount > 1
        ? `Your ${tagCount} bracelets no longer work: whoever scans them sees that the tag is no longer active.`
        : '';
  const lines = [
    greetingOf(input.firstName),
    '',
    `your ${PRODUCT_NAME} account (${to}) has been deleted, as you asked.`,
    "Your children's details and emergency fields, the scan history and your consents are erased.",
    ...(bands ? [bands] : []),
    'Orders you placed stay with the shop, which must keep them.',
    '',
    `If you did not ask for this, write to ${supportEmail}.`,
    '',
    `${PRODUCT_NAME} · ${publicUrl}`,
  ];
  return linesMail('account deleted', to, accountText.deletedMailSubject, lines);
}
