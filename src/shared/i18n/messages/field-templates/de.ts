// fieldTemplates: de.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesDe = {} satisfies Messages<typeof fieldTemplatesEn>;
