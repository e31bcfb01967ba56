// What every mail to an order's buyer carries: their address and name, the language they paid in, the
// order's number, the signed link to their order page and whom to ask.
import type { Language } from '#shared/i18n/languages.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import type { Config } from '../../config.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { buyerOrderUrl } from './order-link.ts';
import type { OrderRow } from './orders.repo.ts';

export type OrderBuyer = {
  to: string;
  language: Language;
  customerName: string | null;
  orderNumber: string;
  orderUrl: string;
  supportEmail: string;
};

type BuyerConfig = Pick<Config, 'publicUrl' | 'sessionSecret' | 'supportEmail' | 'shopLanguage'>;

export function orderBuyer(order: OrderRow, to: string, config: BuyerConfig): OrderBuyer {
  return {
    to,
    // The language the buyer paid in; the shop's for an order from before it was kept.
    language: recipientLanguage(order.language, config.shopLanguage),
    customerName: order.customerName,
    orderNumber: orderNumberOf(order.id),
    orderUrl: buyerOrderUrl(config.publicUrl, config.sessionSecret, order.id),
    supportEmail: config.supportEmail,
  };
}
