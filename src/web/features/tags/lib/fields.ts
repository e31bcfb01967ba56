// Emergency field lists in the forms.
import { namesAnAddress } from '#shared/i18n/title-match.ts';
import type { z } from 'zod';
import type { emergencyFieldSchema, FieldVisibility } from '#shared/schemas/tag.ts';

/**
 * A field in our forms: `visibilityChosen` is true once the parent picked its visibility (or it came
 * saved), so a later title change no longer moves it. Never sent: the schemas drop it.
 */
export type FormField = z.input<typeof emergencyFieldSchema> & { visibilityChosen?: boolean };

/**
 * Issue 17's defaults for a child, ours only (the API applies none): a title that means address,
 * school or home, in any of the five languages, starts protected; everything else public.
 */
export function defaultVisibility(title: string): FieldVisibility {
  return namesAnAddress(title) ? 'protected' : 'public';
}

export const emptyField = (title = ''): FormField => ({
  title,
  content: '',
  visibility: defaultVisibility(title),
  visibilityChosen: false,
});

/** The wizard sends only fields with both a title and content (SPEC §5); the edit form sends all. */
export function dropBlankFields<F extends { title: string; content: string }>(fields: F[]): F[] {
  return fields.filter((field) => field.title.trim() !== '' && field.content.trim() !== '');
}
