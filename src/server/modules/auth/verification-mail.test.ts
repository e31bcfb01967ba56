import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { buildVerificationMail } from './verification-mail.ts';

const base = {
  to: 'parent@example.test',
  code: '048213',
  supportEmail: 'help@safekid.example',
  publicUrl: 'https://safekid.example',
};

describe('the verification mail', () => {
  it('has the code, the product name, 24 h validity and support address in both parts, in Italian and English', () => {
    const mail = buildVerificationMail({ ...base, firstName: 'Giulia' });
    expect(mail.to).toBe(base.to);
    expect(mail.subject).toContain(PRODUCT_NAME);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('048213');
      expect(part).toContain(PRODUCT_NAME);
      expect(part).toContain('help@safekid.example');
      expect(part).toMatch(/24 ore/);
      expect(part).toMatch(/24 hours/);
      expect(part).toContain('Ciao Giulia,');
      expect(part).toContain('Hello Giulia,');
    }
  });

  it('the first 6-digit number in the text is the code (what a mail client offers to copy)', () => {
    const mail = buildVerificationMail({ ...base, firstName: null });
    expect(/\b(\d{6})\b/.exec(mail.text)?.[1]).toBe('048213');
    expect(mail.text.startsWith('Ciao,')).toBe(true);
  });

  it('shows the code in large type and loads nothing from outside', () => {
    const { html } = buildVerificationMail({ ...base, firstName: null });
    expect(html).toMatch(/font-size:36px[^>]*>048213<\/span>/);
    expect(html).not.toMatch(/<img|<link|<script|url\(|src=/i);
  });

  it('treats the first name as text', () => {
    const { html } = buildVerificationMail({ ...base, firstName: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('carries the code as the development note for the outbox log, which production never prints', () => {
    expect(buildVerificationMail({ ...base, firstName: null }).developmentNote).toContain('048213');
  });
});
