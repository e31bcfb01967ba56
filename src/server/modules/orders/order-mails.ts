// The buyer's mails about an order's life after the confirmation: it has shipped (carrier, tracking
// number, the carrier's tracking page, their order page) and money went back (amount, reason, what is
// refunded so far, their order page). In the order's language, the one the buyer paid in.
import { formatMoney } from '#shared/i18n/format.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
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
  const hello = greeting(t, input.customerName);
  const intro = t('mail.orderShipped.intro', { orderNumber: input.orderNumber });
  const [carrierLabel, numberLabel] = [t('mail.orderShipped.carrier'), t('mail.orderShipped.trackingNumber')];
  const text = [
    hello,
    '',
    intro,
    '',
    factText(t, carrierLabel, input.carrierName),
    factText(t, numberLabel, input.trackingNumber),
    ...(input.trackingUrl ? [t('mail.orderShipped.trackingLine', { link: input.trackingUrl })] : []),
    '',
    t('mail.orderShipped.activate'),
    t('mail.orderPageLine', { link: input.orderUrl }),
    t('alertMail.questions', { email: input.supportEmail }),
    '',
    t('mail.team'),
  ].join('\n');
  const tracking = input.trackingUrl
    ? `<br />${htmlText(t, 'mail.orderShipped.trackingLine', {}, { link: linkHtml(input.trackingUrl, t('mail.orderShipped.trackIt')) })}`
    : '';
  const html = mailDocument(input.language, [
    paragraph(escapeHtml(hello)),
    paragraph(escapeHtml(intro)),
    paragraph(
      `${factHtml(t, carrierLabel, escapeHtml(input.carrierName))}<br />${factHtml(t, numberLabel, escapeHtml(input.trackingNumber))}${tracking}`,
    ),
    paragraph(
      `${escapeHtml(t('mail.orderShipped.activate'))}<br />${orderPageHtml(t, input)}<br />${questionsHtml(t, input)}`,
    ),
    paragraph(escapeHtml(t('mail.team'))),
  ]);
  return {
    kind: 'order shipped',
    to: input.to,
    subject: t('mail.orderShipped.subject', { orderNumber: input.orderNumber }),
    text,
    html,
  };
}

export function orderRefundMail(input: RefundMailInput): MailMessage {
  const t = translatorFor(input.language);
  const money = (value: string) => formatMoney(input.language, value, input.currency);
  const hello = greeting(t, input.customerName);
  const intro = t('mail.orderRefunded.intro', {
    amount: money(input.amount),
    orderNumber: input.orderNumber,
  });
  const reasonLabel = t('mail.orderRefunded.reason');
  const sofar = input.whole
    ? t('mail.orderRefunded.whole')
    : t('mail.orderRefunded.partial', { refunded: money(input.refundedAmount), total: money(input.total) });
  const text = [
    hello,
    '',
    intro,
    factText(t, reasonLabel, input.reason),
    sofar,
    '',
    t('mail.orderRefunded.when'),
    t('mail.orderPageLine', { link: input.orderUrl }),
    t('alertMail.questions', { email: input.supportEmail }),
    '',
    t('mail.team'),
  ].join('\n');
  const html = mailDocument(input.language, [
    paragraph(escapeHtml(hello)),
    paragraph(
      `<strong>${escapeHtml(intro)}</strong><br />${factHtml(t, reasonLabel, escapeHtml(input.reason))}<br />${escapeHtml(sofar)}`,
    ),
    paragraph(
      `${escapeHtml(t('mail.orderRefunded.when'))}<br />${orderPageHtml(t, input)}<br />${questionsHtml(t, input)}`,
    ),
    paragraph(escapeHtml(t('mail.team'))),
  ]);
  return {
    kind: 'order refunded',
    to: input.to,
    subject: t('mail.orderRefunded.subject', { orderNumber: input.orderNumber }),
    text,
    html,
  };
}

type T = ReturnType<typeof translatorFor>;

function orderPageHtml(t: T, input: OrderBuyer): string {
  return htmlText(t, 'mail.orderPageLine', {}, { link: linkHtml(input.orderUrl, t('mail.orderPage')) });
}

function questionsHtml(t: T, input: OrderBuyer): string {
  const mailto = linkHtml(`mailto:${input.supportEmail}`, input.supportEmail);
  return htmlText(t, 'alertMail.questions', {}, { email: mailto });
}
