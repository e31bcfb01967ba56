// The language switch's request: one of the five languages the catalogue holds.
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

export const setLanguageSchema = z.object({ language: z.enum(LANGUAGES) });

export type SetLanguageInput = z.infer<typeof setLanguageSchema>;
