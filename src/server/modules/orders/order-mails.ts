// The buyer's mails about an order's life after the confirmation: it has shipped (carrier, tracking
// number, the carrier's tracking page, their order page) and money went back (amount, reason, what is
// refunded so far, their order page). In the order's language, the one the buyer paid in.
import { formatMoney } from '#shared/i18n/format.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { factHtml, factText, htmlText, linkHtml } from '../../lib/alert-mail-parts.ts';
import { escapeHtml } from '../../render/document.ts';
import { buyerMail, lineSection } from './buyer-mail.ts';
import type { OrderBuyer } from './order-buyer.ts';

export type ShippedMailInput = OrderBuyer & {
  carrierName: string;
  trackingNumber: string;
  /** The carrier's public tracking page, when the carrier is a known one. */
  trackingUrl: string | null;
};

export type RefundMailInput = OrderBuyer & {
  amount: string;
  refundedAmount: string;
  total: string;
  currency: string;
  reason: string;
  /** The whole amount is back. */
  whole: boolean;
};

export function orderShippedMail(input: ShippedMailInput): MailMessage {
  const t = translatorFor(input.language);
  const [carrierLabel, numberLabel] = [t('mail.orderShipped.carrier'), t('mail.orderShipped.trackingNumber')];
  const tracking = input.trackingUrl
    ? {
        text: [t('mail.orderShipped.trackingLine', { link: input.trackingUrl })],
        html: [
          htmlText(
            t,
            'mail.orderShipped.trackingLine',
            {},
            { link: linkHtml(input.trackingUrl, t('mail.orderShipped.trackIt')) },
          ),
        ],
      }
    : { text: [], html: [] };
  return buyerMail(input, t, {
    kind: 'order shipped',
    subject: t('mail.orderShipped.subject', { orderNumber: input.orderNumber }),
    sections: [
      lineSection(t('mail.orderShipped.intro', { orderNumber: input.orderNumber })),
      {
        text: [
          factText(t, carrierLabel, input.carrierName),
          factText(t, numberLabel, input.trackingNumber),
          ...tracking.text,
        ],
        html: [
          factHtml(t, carrierLabel, escapeHtml(input.carrierName)),
          factHtml(t, numberLabel, escapeHtml(input.trackingNumber)),
          ...tracking.html,
        ].join('<br />'),
      },
    ],
    next: t('mail.orderShipped.activate'),
  });
}

export function orderRefundMail(input: RefundMailInput): MailMessage {
  const t = translatorFor(input.language);
  const money = (value: string) => formatMoney(input.language, value, input.currency);
  const intro = t('mail.orderRefunded.intro', {
    amount: money(input.amount),
    orderNumber: input.orderNumber,
  });
  const reasonLabel = t('mail.orderRefunded.reason');
  const sofar = input.whole
    ? t('mail.orderRefunded.whole')
    : t('mail.orderRefunded.partial', { refunded: money(input.refundedAmount), total: money(input.total) });
  return buyerMail(input, t, {
    kind: 'order refunded',
    subject: t('mail.orderRefunded.subject', { orderNumber: input.orderNumber }),
    sections: [
      {
        text: [intro, factText(t, reasonLabel, input.reason), sofar],
        html: `<strong>${escapeHtml(intro)}</strong><br />${factHtml(t, reasonLabel, escapeHtml(input.reason))}<br />${escapeHtml(sofar)}`,
      },
    ],
    next: t('mail.orderRefunded.when'),
  });
}
