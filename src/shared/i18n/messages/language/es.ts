// language: es.
import type { Messages } from '../../catalogue-types.ts';
import type { languageEn } from './en.ts';

export const languageEs = {} satisfies Messages<typeof languageEn>;
