import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#shared/i18n/format.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { htmlText, htmlTitle, mailReading, otherLanguagesIn } from '#tests/helpers/mail-language.ts';
import { translate } from '#tests/helpers/messages.ts';
import { buildAccountDeletedMail } from './account-deleted-mail.ts';
import { buildPasswordChangedMail } from './password-changed-mail.ts';

const base = {
  to: 'parent@example.test',
  firstName: 'Anna',
  supportEmail: 'help@safekid.example',
  publicUrl: 'https://safekid.example',
};
const changedAt = new Date('2026-11-28T08:05:00Z');

describe('the password-changed mail', () => {
  it.each(LANGUAGES)('is written in %s only, the time in its words and the zone', (language) => {
    const t = translate(language);
    const mail = buildPasswordChangedMail({ ...base, language, timeZone: 'Europe/Berlin', changedAt });
    expect(mail.subject).toBe(t('mail.passwordChanged.subject'));
    expect(htmlTitle(mail.html)).toBe(mail.subject);
    expect(mail.html).toContain(`<html lang="${language}">`);
    const when = `${formatDateTime(language, changedAt, { timeZone: 'Europe/Berlin' })} (Europe/Berlin)`;
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain(t('mail.greetingNamed', { name: 'Anna' }));
      expect(part).toContain(t('mail.passwordChanged.changed', { email: base.to, when }));
      expect(part).toContain(t('mail.passwordChanged.signedOutOthers'));
      expect(part).toContain(t('mail.passwordChanged.ifNotYou', { supportEmail: base.supportEmail }));
    }
    expect(otherLanguagesIn(mailReading(mail), language)).toEqual([]);
    if (language !== 'en') expect(englishLeftovers(mailReading(mail), language)).toEqual([]);
  });

  it('after a reset says every device was signed out; the German time reads 28.11.2026, 09:05', () => {
    const mail = buildPasswordChangedMail({
      ...base,
      language: 'de',
      timeZone: 'Europe/Berlin',
      changedAt,
      signedOut: 'every',
    });
    expect(mail.text).toContain(translate('de')('mail.passwordChanged.signedOutEvery'));
    expect(mail.text).toContain('am 28.11.2026, 09:05 (Europe/Berlin) geändert');
  });

  it('keeps the English subject', () => {
    const mail = buildPasswordChangedMail({ ...base, language: 'en', timeZone: null, changedAt });
    expect(mail.subject).toBe('Your SafeKid Tag password was changed');
    expect(mail.text).toContain('(UTC)');
  });
});

describe('the account-deleted mail', () => {
  it.each(LANGUAGES)('is written in %s only, bracelets counted in its plural', (language) => {
    const t = translate(language);
    for (const tagCount of [1, 3]) {
      const mail = buildAccountDeletedMail({ ...base, language, tagCount });
      expect(mail.subject).toBe(t('mail.accountDeleted.subject'));
      expect(htmlTitle(mail.html)).toBe(mail.subject);
      expect(mail.html).toContain(`<html lang="${language}">`);
      for (const part of [mail.text, htmlText(mail.html)]) {
        expect(part).toContain(t('mail.greetingNamed', { name: 'Anna' }));
        expect(part).toContain(t('mail.accountDeleted.deleted', { email: base.to }));
        expect(part).toContain(t('mail.accountDeleted.erased'));
        expect(part).toContain(t('mail.accountDeleted.bracelets', { count: tagCount }));
        expect(part).toContain(t('mail.accountDeleted.orders'));
        expect(part).toContain(t('mail.accountDeleted.ifNotYou', { supportEmail: base.supportEmail }));
      }
      expect(otherLanguagesIn(mailReading(mail), language)).toEqual([]);
      if (language !== 'en') expect(englishLeftovers(mailReading(mail), language)).toEqual([]);
    }
  });

  it('names one bracelet or several, and none when the account had no tag', () => {
    const de = (tagCount: number) => buildAccountDeletedMail({ ...base, language: 'de', tagCount }).text;
    expect(de(1)).toContain('Ihr Armband funktioniert nicht mehr');
    expect(de(3)).toContain('Ihre 3 Armbänder funktionieren nicht mehr');
    expect(de(0)).not.toContain('Armb');
    const en = buildAccountDeletedMail({ ...base, language: 'en', tagCount: 2 });
    expect(en.subject).toBe('Your SafeKid Tag account has been deleted');
    expect(en.text).toContain(
      'Your 2 bracelets no longer work: whoever scans them sees that the tag is no longer active.',
    );
  });

  it('treats the first name as text', () => {
    const { html } = buildAccountDeletedMail({ ...base, language: 'fr', tagCount: 0, firstName: '<i>x' });
    expect(html).not.toContain('<i>');
    expect(html).toContain('Bonjour &lt;i&gt;x,');
  });
});
