// The buyer's order confirmation in each language (issue 30): subject, money in the language's
// format, no English left, and the buyer's own words escaped in the HTML part.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/i18n/format.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { translate } from '#tests/helpers/messages.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';

const mail = (
  language: Language,
  overrides: { customerName?: string | null; shippingAddress?: string | null; quantity?: number } = {},
) =>
  orderConfirmationMail({
    to: 'buyer@example.test',
    language,
    orderNumber: 'SK-ABC123',
    amount: '29.99',
    currency: 'EUR',
    customerName: 'Ann Lee',
    shippingAddress: '1 Main St\n00100 Rome',
    supportEmail: 'help@safekid.test',
    orderUrl: 'https://safekid.test/order/1/abc',
    quantity: 1,
    ...overrides,
  });

const others = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

describe('orderConfirmationMail', () => {
  it('keeps its English', () => {
    const m = mail('en');
    expect(m.subject).toBe('Your SafeKid Tag order SK-ABC123');
    expect(m.text).toContain('Amount paid: €29.99 (EUR)');
    expect(m.text).toContain('Questions? Write to help@safekid.test and quote your order number.');
    expect(mail('en', { shippingAddress: null }).text).toContain('the address you gave PayPal');
  });

  it.each(others)('%s: subject, money and text in that language, no English left', (language) => {
    const t = translate(language);
    const m = mail(language);
    expect(m.subject).toBe(t('alertMail.orderSubject', { orderNumber: 'SK-ABC123' }));
    expect(m.text).toContain(formatMoney(language, '29.99', 'EUR'));
    expect(m.text).toContain('29,99');
    // Short labels are beyond englishLeftovers (whole lines only): named here.
    expect(m.text).not.toMatch(/^(Order number|Amount paid): /m);
    const unnamed = mail(language, { customerName: null, shippingAddress: null });
    expect(unnamed.text).toContain(t('alertMail.shipToPayPal'));
    for (const x of [m, unnamed]) expect(englishLeftovers(`${x.subject}\n${x.text}`, language)).toEqual([]);
    expect(m.html).toContain(`<html lang="${language}">`);
  });

  it.each(LANGUAGES)(
    '%s: the HTML part escapes the name and address, and links the support address',
    (language) => {
      const m = mail(language, { customerName: '<b>Ann</b>', shippingAddress: '1 <Main> St & Co' });
      expect(m.html).not.toMatch(/<b>Ann|<Main>/);
      expect(m.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
      expect(m.html).toContain('1 &lt;Main&gt; St &amp; Co');
      expect(m.html).toContain('<a href="mailto:help@safekid.test">help@safekid.test</a>');
    },
  );
});
