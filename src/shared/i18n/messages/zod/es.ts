// zod: es.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodEs = {} satisfies Messages<typeof zodEn>;
