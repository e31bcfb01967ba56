// fieldTemplates: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesFr = {} satisfies Messages<typeof fieldTemplatesEn>;
