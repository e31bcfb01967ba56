import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { htmlText, htmlTitle, mailReading, otherLanguagesIn } from '#tests/helpers/mail-language.ts';
import { translate } from '#tests/helpers/messages.ts';
import { buildPasswordResetMail } from './password-reset-mail.ts';

const base = {
  to: 'parent@example.test',
  firstName: 'Anna',
  link: 'https://safekid.example/reset-password#token=abc&next=%2Fdashboard',
  supportEmail: 'help@safekid.example',
  publicUrl: 'https://safekid.example',
};

describe('the password-reset mail', () => {
  it.each(LANGUAGES)('is written in %s only, in both parts, with the link', (language) => {
    const t = translate(language);
    const mail = buildPasswordResetMail({ ...base, language });
    expect(mail.subject).toBe(t('mail.passwordReset.subject'));
    expect(htmlTitle(mail.html)).toBe(mail.subject);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.text).toContain(t('mail.passwordReset.linkLine', { link: base.link }));
    expect(mail.html).toContain(
      'href="https://safekid.example/reset-password#token=abc&amp;next=%2Fdashboard"',
    );
    const html = htmlText(mail.html);
    expect(html).toContain(t('mail.passwordReset.action'));
    for (const part of [mail.text, html]) {
      expect(part).toContain(t('mail.greetingNamed', { name: 'Anna' }));
      expect(part).toContain(t('mail.passwordReset.intro', { email: base.to }));
      expect(part).toContain(t('mail.passwordReset.validity'));
      expect(part).toContain(t('mail.passwordReset.ignore'));
      expect(part).toContain('help@safekid.example');
    }
    expect(otherLanguagesIn(mailReading(mail), language)).toEqual([]);
    if (language !== 'en') expect(englishLeftovers(mailReading(mail), language)).toEqual([]);
  });

  it('keeps the English as it was', () => {
    const mail = buildPasswordResetMail({ ...base, language: 'en', firstName: null });
    expect(mail.subject).toBe('Set a new password for your SafeKid Tag account');
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.text).toContain(`Set a new password: ${base.link}`);
  });

  it('treats the first name as text', () => {
    const { html } = buildPasswordResetMail({ ...base, language: 'it', firstName: '<b>Anna</b>' });
    expect(html).not.toContain('<b>');
    expect(html).toContain('Ciao &lt;b&gt;Anna&lt;/b&gt;,');
  });
});
