// adminContent: the landing texts per language in the admin dashboard. English.

export const adminContentEn = {
  languageLabel: 'Landing page language',
  defaultLanguageNote:
    '{language} is the shop’s default language: visitors see these texts when a translation is missing.',
  translateIntro: 'Texts in {language}. Leave a field empty to show the {defaultLanguage} text.',
  defaultText: '{language} text: {text}',
  missingIn: 'Missing in: {languages}',
  missingCount: '{count, plural, one {# text missing} other {# texts missing}}',
  noTexts: 'This tab has no texts to translate.',
  save: 'Save translations',
  saved: 'Translations saved',
  saveFailed: 'Translations not saved',
  loadFailed: 'The texts could not be loaded. Please refresh the page.',
} as const;
