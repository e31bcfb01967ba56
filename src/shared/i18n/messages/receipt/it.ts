// receipt: it.
import type { Messages } from '../../catalogue-types.ts';
import type { receiptEn } from './en.ts';

export const receiptIt = {
  title: 'Ricevuta',
  documentTitle: 'Ricevuta {orderNumber}',
  vatNumber: 'Partita IVA',
  orderNumber: 'Numero ordine',
  paidOn: 'Data di pagamento',
  customer: 'Cliente',
  item: 'Articolo',
  quantity: 'Quantità',
  unitPrice: 'Prezzo unitario',
  amount: 'Importo',
  shipping: 'Spedizione',
  total: 'Totale',
  vatIncluded: 'di cui IVA {rate}%',
  refunds: 'Rimborsi',
  date: 'Data',
  reason: 'Motivo',
  refundedTotal: 'Totale rimborsato',
  thanks: 'Grazie per il tuo ordine.',
} satisfies Messages<typeof receiptEn>;
