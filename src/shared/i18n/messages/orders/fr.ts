// orders: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { ordersEn } from './en.ts';

export const ordersFr = {
  heading: 'Commandes',
  intro: 'Commandes payées à expédier, les plus récentes en premier.',
  loading: 'Chargement des commandes...',
  loadError: 'Impossible de charger les commandes.',
  empty: 'Aucune commande pour le moment.',
  downloadCsv: 'Télécharger le CSV',
  markShipped: 'Marquer comme expédiée',
  shippedOkTitle: 'Commande marquée comme expédiée',
  shipFailedTitle: 'Impossible de mettre à jour la commande',
  confirmationSent: 'Confirmation envoyée par e-mail',
  confirmationNotSent: 'Confirmation pas encore envoyée',
  columns: {
    order: 'Commande',
    date: 'Date',
    status: 'Statut',
    amount: 'Montant',
    customer: 'Client',
    shipping: 'Adresse de livraison',
    actions: 'Actions',
  },
  status: {
    pending: 'En attente',
    paid: 'Payée',
    packed: 'Emballée',
    shipped: 'Expédiée',
    refunded: 'Remboursée',
    cancelled: 'Annulée',
    failed: 'Échouée',
  },
} satisfies Messages<typeof ordersEn>;
