// A field titled exactly like one of SPEC's templates is shown in the responder's language; any
// other title is the parent's own text and is shown as written. The translations are the
// catalogue's `responder.templateTitles.*`; this file holds SPEC's titles only, so the public page's
// script needs no catalogue file to know them.
import type { responderEn } from './messages/responder/en.ts';
import type { Translate } from './translator.ts';

export type FieldTemplate = keyof (typeof responderEn)['templateTitles'];

/** SPEC's templates, as English keys (checked against the catalogue's below). */
const TEMPLATES = [
  'Emergency Contact',
  'Home Address',
  'Allergies',
  'Blood Type',
  'Medications',
  'Doctor Info',
  'Special Notes',
] as const satisfies readonly FieldTemplate[];

/** A template the catalogue has and this list lacks fails `tsc`. */
const EVERY_TEMPLATE: [Exclude<FieldTemplate, (typeof TEMPLATES)[number]>] extends [never] ? true : false =
  true;
void EVERY_TEMPLATE;

/** 'blood type' → 'Blood Type': trimmed and case-insensitive, as parents keep a template's words. */
const TEMPLATE_BY_LOWER_CASE = new Map<string, FieldTemplate>(
  TEMPLATES.map((title) => [title.toLowerCase(), title]),
);

/** The title in the reader's language when it is one of SPEC's templates, else as the parent wrote it. */
export function translateTemplateTitle(title: string, t: Translate): string {
  const template = TEMPLATE_BY_LOWER_CASE.get(title.trim().toLowerCase());
  if (!template) return title;
  const translated = t(`responder.templateTitles.${template}`);
  // English keeps the parent's spelling ('blood type' stays as typed); a missing text shows the title.
  return translated !== template && !translated.startsWith('responder.') ? translated : title;
}
