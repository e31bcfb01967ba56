// adminContent: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentFr = {
  languageLabel: 'Langue de la page d’accueil',
  defaultLanguageNote:
    '{language} est la langue par défaut de la boutique : les visiteurs voient ces textes quand une traduction manque.',
  translateIntro: 'Textes en {language}. Laissez un champ vide pour afficher le texte en {defaultLanguage}.',
  defaultText: 'Texte en {language} : {text}',
  missingIn: 'Manquant en : {languages}',
  missingCount: '{count, plural, one {# texte manquant} other {# textes manquants}}',
  noTexts: 'Cet onglet n’a aucun texte à traduire.',
  save: 'Enregistrer les traductions',
  saved: 'Traductions enregistrées',
  saveFailed: 'Traductions non enregistrées',
  loadFailed: 'Impossible de charger les textes. Veuillez recharger la page.',
} satisfies Messages<typeof adminContentEn>;
