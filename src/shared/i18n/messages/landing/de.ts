// landing: de.
import type { Messages } from '../../catalogue-types.ts';
import type { landingEn } from './en.ts';

export const landingDe = {
  demoVideo: 'Demovideo',
  comingSoon: 'Demnächst verfügbar',
  videoUnsupported: 'Ihr Browser kann dieses Video nicht abspielen.',
  landingShippingDefault: 'Inklusive kostenlosem Versand',
  noBatteries: 'OHNE BATTERIEN',
  checkoutDisabled: 'Online-Bestellungen sind im Moment leider nicht möglich.',
  thankYouTitle: 'Vielen Dank für Ihre Bestellung!',
  thankYou: 'Ihre Bestellnummer lautet {orderNumber}. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.',
  close: 'Schließen',
  rating: 'Bewertet mit {stars} von 5 Sternen',
  videoLabel: 'Demovideo',
  activateBracelet: 'Armband aktivieren',
  typedCodeLink: 'Sie haben ein Kind mit einem SafeKid-Armband gefunden? Code eingeben',
  quantityLabel: 'Anzahl der Armbänder',
  quantityFewer: 'Ein Armband weniger',
  quantityMore: 'Ein Armband mehr',
  quantityHint: 'Bis zu {max} pro Bestellung',
  summaryItems: '{count, plural, one {# Armband} other {# Armbänder}} × {price}',
  summaryShipping: 'Versand',
  summaryShippingFree: 'Kostenlos',
  summaryTotal: 'Gesamtsumme',
} satisfies Messages<typeof landingEn>;
