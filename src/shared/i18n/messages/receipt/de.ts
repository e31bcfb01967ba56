// receipt: de.
import type { Messages } from '../../catalogue-types.ts';
import type { receiptEn } from './en.ts';

export const receiptDe = {
  title: 'Quittung',
  documentTitle: 'Quittung {orderNumber}',
  vatNumber: 'USt-IdNr.',
  orderNumber: 'Bestellnummer',
  paidOn: 'Zahlungsdatum',
  customer: 'Kunde',
  item: 'Artikel',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  amount: 'Betrag',
  shipping: 'Versand',
  total: 'Gesamtbetrag',
  vatIncluded: 'Enthaltene MwSt. {rate} %',
  refunds: 'Erstattungen',
  date: 'Datum',
  reason: 'Grund',
  refundedTotal: 'Insgesamt erstattet',
  thanks: 'Vielen Dank für Ihre Bestellung.',
} satisfies Messages<typeof receiptEn>;
