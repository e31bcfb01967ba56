// zod: it.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodIt = {} satisfies Messages<typeof zodEn>;
