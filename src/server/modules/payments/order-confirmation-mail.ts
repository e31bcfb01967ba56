// The confirmation a buyer receives after paying: order number, amount, how many bracelets, where they
// ship, the link to their order page, whom to ask. In the language they paid in.
import { formatMoney } from '#shared/i18n/format.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import type { OrderBuyer } from '../orders/order-buyer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import {
  factHtml,
  factText,
  greeting,
  htmlText,
  linkHtml,
  mailDocument,
  paragraph,
} from '../../lib/alert-mail-parts.ts';
import { escapeHtml } from '../../render/document.ts';

export type ConfirmationInput = OrderBuyer & {
  amount: string;
  currency: string;
  quantity: number;
  shippingAddress: string | null;
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
    t('alertMail.shipTo', { quantity: input.quantity }),
    shipping,
    '',
    t('alertMail.activate', { quantity: input.quantity }),
    t('mail.orderPageLine', { link: input.orderUrl }),
    t('alertMail.questions', { email: input.supportEmail }),
    '',
    t('mail.team'),
  ].join('\n');
  const orderPageHtml = htmlText(
    t,
    'mail.orderPageLine',
    {},
    { link: linkHtml(input.orderUrl, t('mail.orderPage')) },
  );
  const mailto = linkHtml(`mailto:${input.supportEmail}`, input.supportEmail);
  const html = mailDocument(input.language, [
    paragraph(escapeHtml(hello)),
    paragraph(escapeHtml(t('alertMail.orderThanks'))),
    paragraph(
      `<strong>${escapeHtml(factText(t, numberLabel, input.orderNumber))}</strong><br />${factHtml(t, amountLabel, escapeHtml(price))}`,
    ),
    paragraph(
      `${escapeHtml(t('alertMail.shipTo', { quantity: input.quantity }))}<br />${escapeHtml(shipping).replace(/\n/g, '<br />')}`,
    ),
    paragraph(
      `${escapeHtml(t('alertMail.activate', { quantity: input.quantity }))}<br />\n${orderPageHtml}<br />\n${htmlText(t, 'alertMail.questions', {}, { email: mailto })}`,
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
