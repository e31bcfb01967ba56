// mail: it.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailIt = {} satisfies Messages<typeof mailEn>;
