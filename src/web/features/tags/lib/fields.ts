// Emergency field lists in the forms.
import type { EmergencyField } from '#shared/schemas/tag.ts';

export const emptyField = (title = ''): EmergencyField => ({ title, content: '' });

/** The wizard sends only fields with both a title and content (SPEC §5); the edit form sends all. */
export function dropBlankFields(fields: EmergencyField[]): EmergencyField[] {
  return fields.filter((field) => field.title.trim() !== '' && field.content.trim() !== '');
}
