// language: English. The switch names each language in that language (LANGUAGE_NAMES).

export const languageEn = {
  switchLabel: 'Language',
  changeFailed: 'The language could not be changed. Please try again.',
} as const;
