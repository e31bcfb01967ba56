// receipt: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { receiptEn } from './en.ts';

export const receiptFr = {
  title: 'Reçu',
  documentTitle: 'Reçu {orderNumber}',
  vatNumber: 'N° de TVA intracommunautaire',
  orderNumber: 'Numéro de commande',
  paidOn: 'Date de paiement',
  customer: 'Client',
  item: 'Article',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  shipping: 'Livraison',
  total: 'Total TTC',
  vatIncluded: 'dont TVA {rate} %',
  refunds: 'Remboursements',
  date: 'Date',
  reason: 'Motif',
  refundedTotal: 'Total remboursé',
  thanks: 'Merci pour votre commande.',
} satisfies Messages<typeof receiptEn>;
