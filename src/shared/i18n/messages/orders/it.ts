// orders: it.
import type { Messages } from '../../catalogue-types.ts';
import type { ordersEn } from './en.ts';

export const ordersIt = {
  heading: 'Ordini',
  intro: 'Ordini pagati da spedire, dal più recente.',
  loading: 'Caricamento ordini...',
  loadError: 'Impossibile caricare gli ordini.',
  empty: 'Ancora nessun ordine.',
  downloadCsv: 'Scarica CSV',
  markShipped: 'Segna come spedito',
  shippedOkTitle: 'Ordine segnato come spedito',
  shipFailedTitle: "Impossibile aggiornare l'ordine",
  confirmationSent: 'Conferma inviata via email',
  confirmationNotSent: 'Conferma non ancora inviata',
  columns: {
    order: 'Ordine',
    date: 'Data',
    status: 'Stato',
    amount: 'Importo',
    customer: 'Cliente',
    shipping: 'Indirizzo di spedizione',
    actions: 'Azioni',
  },
  status: {
    pending: 'In attesa',
    paid: 'Pagato',
    packed: 'Imballato',
    shipped: 'Spedito',
    refunded: 'Rimborsato',
    cancelled: 'Annullato',
    failed: 'Non riuscito',
  },
} satisfies Messages<typeof ordersEn>;
