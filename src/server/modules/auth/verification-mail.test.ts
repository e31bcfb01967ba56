import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { htmlText, htmlTitle, mailReading, otherLanguagesIn } from '#tests/helpers/mail-language.ts';
import { translate } from '#tests/helpers/messages.ts';
import { buildVerificationMail } from './verification-mail.ts';

const base = {
  to: 'parent@example.test',
  code: '048213',
  supportEmail: 'help@safekid.example',
  publicUrl: 'https://safekid.example',
  language: 'en' as const,
};

/** The validity each language writes, as a parent reads it. */
const VALIDITY = { en: '24 hours', it: '24 ore', de: '24 Stunden', fr: '24 heures', es: '24 horas' };

describe('the verification mail', () => {
  it.each(LANGUAGES)(
    'is written in %s only: subject, greeting, code, validity, footer, both parts',
    (language) => {
      const t = translate(language);
      const mail = buildVerificationMail({ ...base, language, firstName: 'Anna' });
      expect(mail.to).toBe(base.to);
      expect(mail.subject).toBe(t('mail.verification.subject'));
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(htmlTitle(mail.html)).toBe(mail.subject);
      const html = htmlText(mail.html);
      for (const part of [mail.text, html]) {
        expect(part).toContain('048213');
        expect(part).toContain(PRODUCT_NAME);
        expect(part).toContain('help@safekid.example');
        expect(part).toContain('https://safekid.example');
        expect(part).toContain(t('mail.greetingNamed', { name: 'Anna' }));
        expect(part).toContain(t('mail.verification.intro'));
        expect(part).toContain(t('mail.verification.enterIt', { validity: VALIDITY[language] }));
        expect(part).toContain(t('mail.verification.ignore'));
      }
      expect(otherLanguagesIn(mailReading(mail), language)).toEqual([]);
      if (language !== 'en') {
        expect(englishLeftovers(`${mail.subject}\n${mail.text}`, language)).toEqual([]);
        expect(englishLeftovers(html, language)).toEqual([]);
      }
    },
  );

  it('keeps SafeKid Tag English as it was', () => {
    const mail = buildVerificationMail({ ...base, firstName: 'Giulia' });
    expect(mail.subject).toBe('SafeKid Tag: your verification code');
    expect(mail.text).toContain('Hello Giulia,');
    expect(mail.text).toContain(
      'Enter it on the verification page. It is valid for 24 hours and can be used once.',
    );
  });

  it('the first 6-digit number in the text is the code (what a mail client offers to copy)', () => {
    for (const language of LANGUAGES) {
      const mail = buildVerificationMail({ ...base, language, firstName: null });
      expect(/\b(\d{6})\b/.exec(mail.text)?.[1]).toBe('048213');
      expect(mail.text.startsWith(translate(language)('mail.greeting'))).toBe(true);
    }
  });

  it('shows the code in large type and the validity in bold, and loads nothing from outside', () => {
    const { html } = buildVerificationMail({ ...base, language: 'de', firstName: null });
    expect(html).toMatch(/font-size:36px[^>]*>048213<\/span>/);
    expect(html).toContain('<strong>24 Stunden</strong>');
    expect(html).not.toMatch(/<img|<link|<script|url\(|src=/i);
  });

  it('treats the first name, the address and the support mailbox as text', () => {
    const { html } = buildVerificationMail({
      ...base,
      language: 'fr',
      firstName: '<img src=x onerror=alert(1)>',
      supportEmail: 'help+"x"@safekid.example',
      publicUrl: 'https://safekid.example/?a=1&b=<2>',
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="mailto:help+&quot;x&quot;@safekid.example"');
    expect(html).toContain('https://safekid.example/?a=1&amp;b=&lt;2&gt;');
  });

  it('carries the code as the development note for the outbox log, which production never prints', () => {
    expect(buildVerificationMail({ ...base, firstName: null }).developmentNote).toContain('048213');
  });
});
