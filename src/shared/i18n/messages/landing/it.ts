// landing: it.
import type { Messages } from '../../catalogue-types.ts';
import type { landingEn } from './en.ts';

export const landingIt = {
  demoVideo: 'Video dimostrativo',
  comingSoon: 'Prossimamente',
  videoUnsupported: 'Il tuo browser non supporta la riproduzione di questo video.',
  landingShippingDefault: 'Spedizione gratuita inclusa',
  noBatteries: 'NON SERVONO BATTERIE',
  checkoutDisabled: 'Al momento non è possibile acquistare online.',
  thankYouTitle: 'Grazie per il tuo ordine!',
  thankYou: 'Il numero del tuo ordine è {orderNumber}. Ti abbiamo inviato una conferma via e-mail.',
  close: 'Chiudi',
  rating: 'Valutazione: {stars} stelle su 5',
  videoLabel: 'Video dimostrativo',
  activateBracelet: 'Attiva un braccialetto',
  typedCodeLink: 'Hai trovato un bambino con un braccialetto SafeKid? Inserisci il codice',
  quantityLabel: 'Numero di braccialetti',
  quantityFewer: 'Un braccialetto in meno',
  quantityMore: 'Un braccialetto in più',
  quantityHint: 'Fino a {max} per ordine',
  summaryItems: '{count, plural, one {# braccialetto} other {# braccialetti}} × {price}',
  summaryShipping: 'Spedizione',
  summaryShippingFree: 'Gratuita',
  summaryTotal: 'Totale',
} satisfies Messages<typeof landingEn>;
