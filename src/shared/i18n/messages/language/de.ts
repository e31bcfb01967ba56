// language: de.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageDe = {
  switchLabel: 'Sprache',
  changeFailed: 'Die Sprache konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
} satisfies Messages<typeof languageEn>;
