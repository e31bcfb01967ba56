// orders: de.
import type { Messages } from '../../catalogue-types.ts';
import type { ordersEn } from './en.ts';

export const ordersDe = {
  heading: 'Bestellungen',
  intro: 'Bezahlte Bestellungen zum Versand, neueste zuerst.',
  loading: 'Bestellungen werden geladen...',
  loadError: 'Bestellungen konnten nicht geladen werden.',
  empty: 'Noch keine Bestellungen.',
  downloadCsv: 'CSV herunterladen',
  markShipped: 'Als versandt markieren',
  shippedOkTitle: 'Bestellung als versandt markiert',
  shipFailedTitle: 'Bestellung konnte nicht aktualisiert werden',
  confirmationSent: 'Bestätigung per E-Mail gesendet',
  confirmationNotSent: 'Bestätigung noch nicht gesendet',
  columns: {
    order: 'Bestellung',
    date: 'Datum',
    status: 'Status',
    amount: 'Betrag',
    customer: 'Kunde',
    shipping: 'Lieferadresse',
    actions: 'Aktionen',
  },
  status: {
    pending: 'Ausstehend',
    paid: 'Bezahlt',
    packed: 'Verpackt',
    shipped: 'Versandt',
    refunded: 'Erstattet',
    cancelled: 'Storniert',
    failed: 'Fehlgeschlagen',
  },
} satisfies Messages<typeof ordersEn>;
