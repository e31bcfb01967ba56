// landing-defaults: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsFr = {
  heroTitle: 'SafeKid Tag',
  heroSubtitle: "Bracelet d'urgence NFC",
  heroDescription: 'Vos proches, toujours protégés',
  heroTrust1Text: 'Étanche',
  heroTrust2Text: 'Compatible NFC',
  heroTrust3Text: 'Installation facile',
  siteVideoMainTitle: 'Découvrez comment ça marche',
  siteVideoSubTitle: 'Voyez avec quelle rapidité un secouriste accède aux informations vitales',
  siteVideoThirdTitle: 'Prêt en moins de 2 minutes',
  paypalShippingText: 'Livraison offerte',
  paypalButtonText: 'Acheter maintenant avec PayPal',
  paypalSubtextBelow: 'Paiement sécurisé via PayPal • Satisfait ou remboursé pendant 30 jours',
  howItWorksMainTitle: 'Comment ça marche',
  howItWorksSubtitle:
    'Trois étapes simples pour protéger votre enfant. Sans frais mensuels, sans abonnement.',
  howItWorksStep1Title: 'Commandez',
  howItWorksStep1Subtitle:
    'Commandez votre bracelet SafeKid en ligne. Il est livré chez vous, prêt à l’emploi.',
  howItWorksStep2Title: 'Activez en ligne',
  howItWorksStep2Subtitle:
    "Saisissez le code inscrit dans le bracelet et ajoutez les informations d'urgence de votre enfant.",
  howItWorksStep3Title: 'Accès immédiat',
  howItWorksStep3Subtitle:
    "Il suffit d'approcher un téléphone du bracelet pour afficher la page d'urgence. Aucune application nécessaire.",
  videoMainTitle: 'Voyez-le en action',
  videoSubTitle: "Découvrez comment un secouriste lit les informations d'urgence en quelques secondes",
  videoThirdTitle: 'Approchez. Lisez. Aidez.',
  featuresMainTitle: 'Pourquoi les parents choisissent SafeKid',
  featuresSubTitle: 'Conçu pour les enfants actifs et la tranquillité des parents',
  feature1Title: 'Conception étanche',
  feature1Subtitle: 'Fait pour la piscine, les jeux et les aventures de tous les jours.',
  feature2Title: 'Aucune application requise',
  feature2Subtitle: "N'importe quel téléphone NFC ouvre la page d'urgence. Sans application, sans connexion.",
  feature3Title: 'Installation facile',
  feature3Subtitle: 'Activation en ligne en deux minutes, informations modifiables à tout moment.',
  feature4Title: "L'esprit tranquille",
  feature4Subtitle: 'Les bonnes personnes ont les bonnes informations au moment où cela compte.',
  ratingsQuote:
    "Quand mon fils a fait une réaction allergique au parc, l'ambulancier a approché son téléphone du bracelet et a su exactement quoi faire.",
  ratingsSignature: 'Sarah M.',
  ratingsSubSignature: 'Maman de deux enfants',
} satisfies Messages<typeof landingDefaultsEn>;
