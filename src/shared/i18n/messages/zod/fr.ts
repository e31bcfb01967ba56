// zod: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodFr = {} satisfies Messages<typeof zodEn>;
