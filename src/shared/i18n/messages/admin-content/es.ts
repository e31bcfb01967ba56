// adminContent: es.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentEs = {} satisfies Messages<typeof adminContentEn>;
