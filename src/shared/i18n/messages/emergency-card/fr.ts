// emergencyCard: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { emergencyCardEn } from './en.ts';

export const emergencyCardFr = {
  heading: "INFORMATIONS D'URGENCE",
  brand: 'SafeKid Tag',
  childFallback: "Informations sur l'enfant",
  age: 'Âge',
  ageYears: '{count, plural, one {# an} other {# ans}}',
  scanHint: "Scannez pour toutes les informations d'urgence",
  symbolsOnly: '(symboles : voir la page en ligne)',
  pin: "Code PIN pour plus d'informations",
  pinShort: "PIN pour plus d'infos",
  noCamera: 'Pas de caméra ? Ouvrez',
  enterCode: 'et saisissez le code',
  code: 'Code',
  lastUpdated: 'Dernière mise à jour',
  moreFields: '{n, plural, one {+# autre champ en ligne} other {+# autres champs en ligne}}',
  documentTitle: "Carte d'urgence : {name}",
  qrDescription: 'Code QR pour {url}',
} satisfies Messages<typeof emergencyCardEn>;
