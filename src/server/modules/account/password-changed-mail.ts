// The notice that an account's password was changed: a parent who did not change it learns
// at once, from the address the account already trusts, when it happened and whom to tell; in the
// account's saved language.
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { formatMailTimeIn } from '../../lib/mail-time.ts';
import { greetingOf, linesMail, mailFooter } from './account-mail.ts';

export function buildPasswordChangedMail(input: {
  to: string;
  language: Language;
  firstName: string | null;
  timeZone: string | null;
  changedAt: Date;
  supportEmail: string;
  publicUrl: string;
  /** 'every': a reset through a mailed link ended every session, this browser's too. */
  signedOut?: 'others' | 'every';
}): MailMessage {
  const { to, supportEmail, publicUrl, language } = input;
  const t = translatorFor(language);
  const when = formatMailTimeIn(language, input.changedAt, input.timeZone);
  return linesMail(
    'password changed',
    to,
    t('mail.passwordChanged.subject'),
    [
      greetingOf(t, input.firstName),
      '',
      t('mail.passwordChanged.changed', { email: to, when }),
      input.signedOut === 'every'
        ? t('mail.passwordChanged.signedOutEvery')
        : t('mail.passwordChanged.signedOutOthers'),
      '',
      t('mail.passwordChanged.ifNotYou', { supportEmail }),
      '',
      mailFooter(t, { publicUrl, supportEmail }),
    ],
    language,
  );
}
