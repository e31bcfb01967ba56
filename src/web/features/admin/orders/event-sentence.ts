// One readable sentence per entry of an order's history, from its kind and the facts the server kept
// with it (codes packed, carrier and number, the refund's amount and reason), in the admin's language.
import { formatMoney } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { OrderEvent } from '#shared/schemas/order.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function codesOf(detail: OrderEvent['detail']): string {
  const codes = Array.isArray(detail.codes) ? detail.codes.filter((code) => typeof code === 'string') : [];
  return codes.join(', ');
}

/** The event's amount in its currency (the order's when the entry names none). */
function moneyOf(language: Language, detail: OrderEvent['detail'], currency: string): string | undefined {
  const amount = text(detail.amount);
  return amount ? formatMoney(language, amount, text(detail.currency) ?? currency) : undefined;
}

/** 'Buyer', 'PayPal', 'Automatic', or the admin's username as it is. */
export function actorLabel(t: Translate, actor: string): string {
  if (actor === 'buyer' || actor === 'paypal' || actor === 'system')
    return t(`orders.history.actors.${actor}`);
  return actor;
}

export function eventSentence(t: Translate, language: Language, event: OrderEvent, currency: string): string {
  const { detail } = event;
  const amount = moneyOf(language, detail, currency) ?? '';
  switch (event.kind) {
    case 'created':
      return t('orders.history.created');
    case 'paid':
      return amount ? t('orders.history.paid', { amount }) : t('orders.history.paidNoAmount');
    case 'confirmation_sent':
      return detail.mail === 'shipped'
        ? t('orders.history.shippingMailSent')
        : t('orders.history.confirmationSent');
    case 'packed':
      return t('orders.history.packed', { codes: codesOf(detail) });
    case 'unpacked':
      return t('orders.history.unpacked', { codes: codesOf(detail) });
    case 'shipped': {
      const shipped = t('orders.history.shipped', {
        carrier: text(detail.carrierName) ?? text(detail.carrier) ?? '',
        trackingNumber: text(detail.trackingNumber) ?? '',
      });
      return detail.mailed === false ? `${shipped} ${t('orders.history.shippedMailFailed')}` : shipped;
    }
    case 'refunded': {
      const reason = text(detail.reason);
      return reason
        ? t('orders.history.refundedWithReason', { amount, reason })
        : t('orders.history.refunded', { amount });
    }
    case 'refund_refused':
      return t('orders.history.refundRefused', { amount });
    case 'reversed':
      return t('orders.history.reversed', { amount });
    case 'returned_to_stock':
      return t('orders.history.returnedToStock', { codes: codesOf(detail) });
    case 'cancelled':
      return t('orders.history.cancelled');
  }
}
