// fieldTemplates: it.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesIt = {} satisfies Messages<typeof fieldTemplatesEn>;
