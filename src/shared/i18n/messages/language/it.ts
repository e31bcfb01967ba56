// language: it.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageIt = {} satisfies Messages<typeof languageEn>;
