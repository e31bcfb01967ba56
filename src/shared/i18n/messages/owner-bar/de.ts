// ownerBar: de. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { ownerBarEn } from './en.ts';

export const ownerBarDe = {
  label: 'Your tag',
  note: 'Only you see this bar.',
  edit: 'Edit',
  myTags: 'My Tags',
} satisfies Messages<typeof ownerBarEn>;
