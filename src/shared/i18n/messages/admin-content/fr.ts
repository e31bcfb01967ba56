// adminContent: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentFr = {} satisfies Messages<typeof adminContentEn>;
