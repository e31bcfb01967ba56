// landing-defaults: de.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsDe = {
  heroTitle: 'SafeKid Tag',
  heroSubtitle: 'NFC-Notfallarmband',
  heroDescription: 'Damit Ihre Liebsten immer geschützt sind',
  heroTrust1Text: 'Wasserdicht',
  heroTrust2Text: 'Mit NFC',
  heroTrust3Text: 'Schnell eingerichtet',
  siteVideoMainTitle: 'So funktioniert es',
  siteVideoSubTitle: 'Sehen Sie, wie schnell Ersthelfer an lebenswichtige Informationen kommen',
  siteVideoThirdTitle: 'In weniger als 2 Minuten eingerichtet',
  paypalShippingText: 'Kostenloser Versand',
  paypalButtonText: 'Jetzt mit PayPal kaufen',
  paypalSubtextBelow: 'Sichere Zahlung über PayPal • 30 Tage Geld-zurück-Garantie',
  howItWorksMainTitle: 'So funktioniert es',
  howItWorksSubtitle: 'Drei einfache Schritte zum Schutz Ihres Kindes. Keine Monatsgebühren, kein Abo.',
  howItWorksStep1Title: 'Bestellen',
  howItWorksStep1Subtitle:
    'Bestellen Sie Ihr SafeKid-Armband online. Es kommt direkt zu Ihnen nach Hause, sofort einsatzbereit.',
  howItWorksStep2Title: 'Online aktivieren',
  howItWorksStep2Subtitle:
    'Geben Sie den Code aus dem Armband ein und hinterlegen Sie die Notfalldaten Ihres Kindes.',
  howItWorksStep3Title: 'Sofort abrufbar',
  howItWorksStep3Subtitle: 'Wer das Armband mit einem Handy antippt, sieht die Notfallseite. Ganz ohne App.',
  videoMainTitle: 'So sieht es in der Praxis aus',
  videoSubTitle: 'Sehen Sie, wie Ersthelfer die Notfalldaten in Sekunden abrufen',
  videoThirdTitle: 'Antippen. Lesen. Helfen.',
  featuresMainTitle: 'Warum Eltern sich für SafeKid entscheiden',
  featuresSubTitle: 'Gemacht für aktive Kinder – und für Ihre Sicherheit',
  feature1Title: 'Wasserdichtes Design',
  feature1Subtitle: 'Für Schwimmbad, Spielplatz und alle Abenteuer im Alltag.',
  feature2Title: 'Keine App nötig',
  feature2Subtitle: 'Jedes NFC-Handy öffnet die Notfallseite. Ohne App, ohne Anmeldung.',
  feature3Title: 'Schnell eingerichtet',
  feature3Subtitle: 'In zwei Minuten online aktiviert, die Angaben jederzeit änderbar.',
  feature4Title: 'Ein beruhigendes Gefühl',
  feature4Subtitle: 'Im Ernstfall bekommen die richtigen Menschen die richtigen Informationen.',
  ratingsQuote:
    'Als mein Sohn auf dem Spielplatz eine allergische Reaktion hatte, hat der Notfallsanitäter sein Armband angetippt und wusste sofort, was zu tun ist.',
  ratingsSignature: 'Sarah M.',
  ratingsSubSignature: 'Mutter von zwei Kindern',
} satisfies Messages<typeof landingDefaultsEn>;
