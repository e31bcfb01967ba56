// mail: es.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailEs = {} satisfies Messages<typeof mailEn>;
