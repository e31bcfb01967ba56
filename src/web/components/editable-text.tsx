// A landing-page text an admin can edit in place (SPEC §1, §4). Placeholder until the admin issue:
// renders the text; the admin issue adds the pencil, the editor and the save.
import type { ElementType } from 'react';

export type EditableTextProps = {
  /** site_content key, e.g. 'hero_subtitle'. */
  section: string;
  /** The current text (from the embedded landing data) or the default. */
  value: string;
  as?: ElementType;
  className?: string;
  multiline?: boolean;
};

export function EditableText({ value, as: Tag = 'span', className }: EditableTextProps) {
  return <Tag className={className}>{value}</Tag>;
}
