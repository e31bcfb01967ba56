// landing-defaults: it.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsIt = {
  heroTitle: 'SafeKid Tag',
  heroSubtitle: "Braccialetto NFC per l'emergenza",
  heroDescription: 'Le persone che ami, sempre protette',
  heroTrust1Text: 'Impermeabile',
  heroTrust2Text: 'Pronto per NFC',
  heroTrust3Text: 'Facile da configurare',
  siteVideoMainTitle: 'Guarda come funziona',
  siteVideoSubTitle: 'Scopri in quanto poco tempo un soccorritore accede alle informazioni vitali',
  siteVideoThirdTitle: 'Si configura in meno di 2 minuti',
  paypalShippingText: 'Spedizione gratuita',
  paypalButtonText: 'Acquista ora con PayPal',
  paypalSubtextBelow: 'Pagamento sicuro con PayPal • Soddisfatti o rimborsati entro 30 giorni',
  howItWorksMainTitle: 'Come funziona',
  howItWorksSubtitle:
    'Tre semplici passi per proteggere tuo figlio. Nessun canone mensile, nessun abbonamento.',
  howItWorksStep1Title: 'Ordina',
  howItWorksStep1Subtitle: 'Ordina online il braccialetto SafeKid: arriva a casa tua, pronto all’uso.',
  howItWorksStep2Title: 'Attiva online',
  howItWorksStep2Subtitle:
    'Inserisci il codice che trovi nel braccialetto e aggiungi le informazioni di emergenza di tuo figlio.',
  howItWorksStep3Title: 'Accesso immediato',
  howItWorksStep3Subtitle:
    'Chiunque avvicini un telefono al braccialetto vede la pagina di emergenza. Nessuna app necessaria.',
  videoMainTitle: 'Guardalo in azione',
  videoSubTitle: 'Guarda come un soccorritore legge le informazioni di emergenza in pochi secondi',
  videoThirdTitle: 'Avvicina. Leggi. Aiuta.',
  featuresMainTitle: 'Perché i genitori scelgono SafeKid',
  featuresSubTitle: 'Pensato per bambini vivaci e per la tua tranquillità',
  feature1Title: 'Design impermeabile',
  feature1Subtitle: 'Fatto per nuotare, giocare e per le avventure di tutti i giorni.',
  feature2Title: 'Nessuna app necessaria',
  feature2Subtitle: 'Qualsiasi telefono con NFC apre la pagina di emergenza. Niente app, niente accesso.',
  feature3Title: 'Facile da configurare',
  feature3Subtitle: 'Lo attivi online in due minuti e aggiorni le informazioni quando vuoi.',
  feature4Title: 'La tua tranquillità',
  feature4Subtitle: 'Sai che le persone giuste avranno le informazioni giuste nel momento in cui servono.',
  ratingsQuote:
    'Quando mio figlio ha avuto una reazione allergica al parco, il soccorritore ha avvicinato il telefono al suo braccialetto e ha saputo subito cosa fare.',
  ratingsSignature: 'Sara M.',
  ratingsSubSignature: 'Mamma di due bambini',
} satisfies Messages<typeof landingDefaultsEn>;
