// adminContent: de.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentDe = {} satisfies Messages<typeof adminContentEn>;
