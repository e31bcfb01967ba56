// fieldTemplates: es.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesEs = {} satisfies Messages<typeof fieldTemplatesEn>;
