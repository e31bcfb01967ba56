// ownerBar: de.
import type { Messages } from '../../catalogue-types.ts';
import type { ownerBarEn } from './en.ts';

export const ownerBarDe = {
  label: 'Ihr Tag',
  note: 'Nur Sie sehen diese Leiste.',
  edit: 'Bearbeiten',
  myTags: 'Meine Tags',
} satisfies Messages<typeof ownerBarEn>;
