// landing: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { landingEn } from './en.ts';

export const landingFr = {
  demoVideo: 'Vidéo de démonstration',
  comingSoon: 'Bientôt disponible',
  videoUnsupported: 'Votre navigateur ne peut pas lire cette vidéo.',
  landingShippingDefault: 'Livraison offerte',
  noBatteries: 'SANS PILES',
  checkoutDisabled: 'La commande en ligne est momentanément indisponible.',
  thankYouTitle: 'Merci pour votre commande !',
  thankYou:
    'Votre numéro de commande est le {orderNumber}. Nous vous avons envoyé une confirmation par e-mail.',
  close: 'Fermer',
  rating: 'Noté {stars} étoiles sur 5',
  videoLabel: 'Vidéo de démonstration',
  activateBracelet: 'Activer un bracelet',
  typedCodeLink: 'Vous avez trouvé un enfant avec un bracelet SafeKid ? Saisissez le code',
  quantityLabel: 'Nombre de bracelets',
  quantityFewer: 'Un bracelet de moins',
  quantityMore: 'Un bracelet de plus',
  quantityHint: "Jusqu'à {max} par commande",
  summaryItems: '{count, plural, one {# bracelet} other {# bracelets}} à {price}',
  summaryShipping: 'Livraison',
  summaryShippingFree: 'Offerte',
  summaryTotal: 'Total',
} satisfies Messages<typeof landingEn>;
