// The confirmation that an account was deleted: plain text and HTML, in the account's saved
// language, read before the account row went.
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { greetingOf, linesMail, mailFooter } from './account-mail.ts';

export function buildAccountDeletedMail(input: {
  to: string;
  language: Language;
  firstName: string | null;
  tagCount: number;
  supportEmail: string;
  publicUrl: string;
}): MailMessage {
  const { to, supportEmail, publicUrl, tagCount, language } = input;
  const t = translatorFor(language);
  const lines = [
    greetingOf(t, input.firstName),
    '',
    t('mail.accountDeleted.deleted', { email: to }),
    t('mail.accountDeleted.erased'),
    ...(tagCount > 0 ? [t('mail.accountDeleted.bracelets', { count: tagCount })] : []),
    t('mail.accountDeleted.orders'),
    '',
    t('mail.accountDeleted.ifNotYou', { supportEmail }),
    '',
    mailFooter(t, { publicUrl, supportEmail }),
  ];
  return linesMail('account deleted', to, t('mail.accountDeleted.subject'), lines, language);
}
