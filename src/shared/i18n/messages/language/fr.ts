// language: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageFr = {
  switchLabel: 'Langue',
  changeFailed: "La langue n'a pas pu être changée. Veuillez réessayer.",
} satisfies Messages<typeof languageEn>;
