// What an order's receipt prints (issue 32), every text already in the buyer's language: the seller,
// the order, the buyer, the bracelets with shipping and total (and the VAT they include when the order
// was priced with a rate), then the refunds. Money goes through the same formatter as the buyer's mails.
import { formatDate, formatLabel, formatMoney, formatNumber } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { printable } from '../responder-card/printable-text.ts';
import { decimalOf, minorOf, vatIncludedIn } from './order-money.ts';
import type { OrderRefundRow } from './order-refunds.repo.ts';
import type { OrderRow } from './orders.repo.ts';

export type Seller = { sellerName: string; sellerAddress: string; vatNumber: string };

export type ReceiptInput = {
  order: OrderRow;
  /** The refunds that moved money, oldest first. */
  refunds: readonly OrderRefundRow[];
  seller: Seller;
  /** When PayPal's capture completed the order. */
  paidAt: Date;
  language: Language;
};

/** A label and its value, printed on one line; `strong` ones in bold (the total). */
export type Fact = { label: string; value: string; strong?: boolean };

export type ReceiptContent = {
  language: Language;
  title: string;
  documentTitle: string;
  paidAt: Date;
  /** Name, address lines and VAT number; what the settings leave empty is left out. */
  seller: string[];
  facts: Fact[];
  customerLabel: string;
  customer: string[];
  items: { head: [string, string, string, string]; rows: [string, string, string, string][] };
  /** Shipping, total, and the VAT included when the order has a rate. */
  totals: Fact[];
  refunds: {
    heading: string;
    head: [string, string, string];
    rows: [string, string, string][];
    total: Fact;
  } | null;
  thanks: string;
};

/** Dates on the receipt are UTC, like the other printouts (emergency-card.pdf.ts). */
const TIME_ZONE = 'UTC';

export function receiptContent({ order, refunds, seller, paidAt, language }: ReceiptInput): ReceiptContent {
  const t = translatorFor(language);
  const { currency } = order;
  const money = (minor: bigint) => formatMoney(language, decimalOf(minor, currency), currency);
  const date = (at: Date) => formatDate(language, at, { timeZone: TIME_ZONE });
  const label = (text: string) => formatLabel(language, text);
  const orderNumber = orderNumberOf(order.id);
  const unit = minorOf(order.unitAmount, order.currency);
  const total = minorOf(order.amount, currency);
  const vat = vatIncludedIn(total, order.taxRate);
  const refunded = refunds.reduce((sum, refund) => sum + minorOf(refund.amount, currency), 0n);
  const lines = (text: string | null) =>
    printable(text ?? '')
      .split('\n')
      .filter((line) => line.trim() !== '');

  return {
    language,
    title: t('receipt.title'),
    documentTitle: t('receipt.documentTitle', { orderNumber }),
    paidAt,
    seller: [
      ...lines(seller.sellerName),
      ...lines(seller.sellerAddress),
      ...lines(seller.vatNumber).map((vatNumber) => `${label(t('receipt.vatNumber'))} ${vatNumber}`),
    ],
    facts: [
      { label: label(t('receipt.orderNumber')), value: orderNumber },
      { label: label(t('receipt.paidOn')), value: date(paidAt) },
    ],
    customerLabel: label(t('receipt.customer')),
    customer: [...lines(order.customerName), ...lines(order.customerEmail)],
    items: {
      head: [t('receipt.item'), t('receipt.quantity'), t('receipt.unitPrice'), t('receipt.amount')],
      rows: [
        [
          printable(order.itemName),
          formatNumber(language, order.quantity),
          money(unit),
          money(unit * BigInt(order.quantity)),
        ],
      ],
    },
    totals: [
      { label: t('receipt.shipping'), value: money(minorOf(order.shippingAmount, currency)) },
      { label: t('receipt.total'), value: money(total), strong: true },
      ...(vat === undefined
        ? []
        : [
            {
              label: t('receipt.vatIncluded', { rate: formatNumber(language, Number(order.taxRate)) }),
              value: money(vat),
            },
          ]),
    ],
    refunds:
      refunds.length === 0
        ? null
        : {
            heading: t('receipt.refunds'),
            head: [t('receipt.date'), t('receipt.amount'), t('receipt.reason')],
            rows: refunds.map((refund) => [
              date(refund.createdAt),
              money(minorOf(refund.amount, currency)),
              printable(refund.reason ?? ''),
            ]),
            total: { label: t('receipt.refundedTotal'), value: money(refunded), strong: true },
          },
    thanks: t('receipt.thanks'),
  };
}
