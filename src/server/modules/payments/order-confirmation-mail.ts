// The confirmation a buyer receives after paying: order number, amount, where it ships, whom to ask.
// In the shop's language: an order does not record the language of the page it was paid
// from, and the buyer has no account yet.
import { formatMoney } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import {
  factHtml,
  factText,
  greeting,
  htmlText,
  mailDocument,
  paragraph,
} from '../../lib/alert-mail-parts.ts';
import { escapeHtml } from '../../render/document.ts';

export type ConfirmationInput = {
  to: string;
  /** The mail's language. */
  language: Language;
  orderNumber: string;
  amount: string;
  currency: string;
  customerName: string | null;
  shippingAddress: string | null;
  supportEmail: string;
};

export function orderConfirmationMail(input: ConfirmationInput): MailMessage {
  const t = translatorFor(input.language);
  const price = `${formatMoney(input.language, input.amount, input.currency)} (${input.currency})`;
  const hello = greeting(t, input.customerName);
  const shipping = input.shippingAddress ?? t('alertMail.shipToPayPal');
  const [numberLabel, amountLabel] = [t('alertMail.orderNumber'), t('alertMail.amountPaid')];
  const text = [
    hello,
    '',
    t('alertMail.orderThanks'),
    '',
    factText(t, numberLabel, input.orderNumber),
    factText(t, amountLabel, price),
    '',
    t('alertMail.shipTo'),
    shipping,
    '',
    t('alertMail.activate'),
    t('alertMail.questions', { email: input.supportEmail }),
    '',
    t('mail.team'),
  ].join('\n');
  const mailto = `<a href="mailto:${escapeHtml(input.supportEmail)}">${escapeHtml(input.supportEmail)}</a>`;
  const html = mailDocument(input.language, [
    paragraph(escapeHtml(hello)),
    paragraph(escapeHtml(t('alertMail.orderThanks'))),
    paragraph(
      `<strong>${escapeHtml(factText(t, numberLabel, input.orderNumber))}</strong><br />${factHtml(t, amountLabel, escapeHtml(price))}`,
    ),
    paragraph(`${escapeHtml(t('alertMail.shipTo'))}<br />${escapeHtml(shipping).replace(/\n/g, '<br />')}`),
    paragraph(
      `${escapeHtml(t('alertMail.activate'))}<br />\n${htmlText(t, 'alertMail.questions', {}, { email: mailto })}`,
    ),
    paragraph(escapeHtml(t('mail.team'))),
  ]);
  return {
    kind: 'order confirmation',
    to: input.to,
    subject: t('alertMail.orderSubject', { orderNumber: input.orderNumber }),
    text,
    html,
  };
}
