// zod: de.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodDe = {} satisfies Messages<typeof zodEn>;
