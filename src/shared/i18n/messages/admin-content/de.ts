// adminContent: de.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentDe = {
  languageLabel: 'Sprache der Startseite',
  defaultLanguageNote:
    '{language} ist die Standardsprache des Shops: Besucher sehen diese Texte, wenn eine Übersetzung fehlt.',
  translateIntro:
    'Texte auf {language}. Lassen Sie ein Feld leer, um den Text auf {defaultLanguage} anzuzeigen.',
  defaultText: 'Text auf {language}: {text}',
  missingIn: 'Fehlt in: {languages}',
  missingCount: '{count, plural, one {# Text fehlt} other {# Texte fehlen}}',
  noTexts: 'Dieser Tab enthält keine Texte zum Übersetzen.',
  save: 'Übersetzungen speichern',
  saved: 'Übersetzungen gespeichert',
  saveFailed: 'Übersetzungen nicht gespeichert',
  loadFailed: 'Die Texte konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
} satisfies Messages<typeof adminContentEn>;
