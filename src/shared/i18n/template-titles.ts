// A field titled exactly like one of SPEC's templates is shown in the responder's language; any
// other title is the parent's own text and is shown as written (issue 15).
import { FIELD_TEMPLATES } from '../text.ts';
import type { FieldTemplate } from './responder-text.en.ts';
import type { ResponderText } from './responder-text.ts';

/** 'blood type' → 'Blood Type': trimmed and case-insensitive, as parents keep a template's words. */
const TEMPLATE_BY_LOWER_CASE = new Map<string, FieldTemplate>(
  FIELD_TEMPLATES.map((title) => [title.toLowerCase(), title]),
);

/**
 * Takes the chosen language's dictionary rather than a language code, so that the browser, which
 * holds one dictionary, can call it too.
 */
export function translateTemplateTitle(title: string, text: Pick<ResponderText, 'templateTitles'>): string {
  const template = TEMPLATE_BY_LOWER_CASE.get(title.trim().toLowerCase());
  const translated = template && text.templateTitles[template];
  // English keeps the parent's spelling ('blood type' stays as typed).
  return translated && translated !== template ? translated : title;
}
