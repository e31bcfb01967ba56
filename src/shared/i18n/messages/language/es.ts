// language: es.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageEs = {
  switchLabel: 'Idioma',
  changeFailed: 'No se ha podido cambiar el idioma. Inténtalo de nuevo.',
} satisfies Messages<typeof languageEn>;
