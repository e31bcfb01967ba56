// adminContent: it.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentIt = {} satisfies Messages<typeof adminContentEn>;
