// mail: de.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailDe = {} satisfies Messages<typeof mailEn>;
