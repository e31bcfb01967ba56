// language: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageFr = {} satisfies Messages<typeof languageEn>;
