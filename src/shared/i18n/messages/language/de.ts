// language: de.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageDe = {} satisfies Messages<typeof languageEn>;
