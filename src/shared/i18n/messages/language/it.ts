// language: it.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageIt = {
  switchLabel: 'Lingua',
  changeFailed: 'Non è stato possibile cambiare la lingua. Riprova.',
} satisfies Messages<typeof languageEn>;
