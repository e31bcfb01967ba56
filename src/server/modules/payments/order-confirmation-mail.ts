// The confirmation a buyer receives after paying: order number, amount, how many bracelets, where they
// ship, the link to their order page, whom to ask. In the language they paid in.
import { formatMoney } from '#shared/i18n/format.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { buyerMail, lineSection } from '../orders/buyer-mail.ts';
import type { OrderBuyer } from '../orders/order-buyer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { factHtml, factText } from '../../lib/alert-mail-parts.ts';
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
  const shipping = input.shippingAddress ?? t('alertMail.shipToPayPal');
  const shipTo = t('alertMail.shipTo', { quantity: input.quantity });
  const [numberLabel, amountLabel] = [t('alertMail.orderNumber'), t('alertMail.amountPaid')];
  return buyerMail(input, t, {
    kind: 'order confirmation',
    subject: t('alertMail.orderSubject', { orderNumber: input.orderNumber }),
    sections: [
      lineSection(t('alertMail.orderThanks')),
      {
        text: [factText(t, numberLabel, input.orderNumber), factText(t, amountLabel, price)],
        html: `<strong>${escapeHtml(factText(t, numberLabel, input.orderNumber))}</strong><br />${factHtml(t, amountLabel, escapeHtml(price))}`,
      },
      {
        text: [shipTo, shipping],
        html: `${escapeHtml(shipTo)}<br />${escapeHtml(shipping).replace(/\n/g, '<br />')}`,
      },
    ],
    next: t('alertMail.activate', { quantity: input.quantity }),
  });
}
