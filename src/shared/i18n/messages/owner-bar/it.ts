// ownerBar: it.
import type { Messages } from '../../catalogue-types.ts';
import type { ownerBarEn } from './en.ts';

export const ownerBarIt = {
  label: 'Il tuo tag',
  note: 'Solo tu vedi questa barra.',
  edit: 'Modifica',
  myTags: 'I miei tag',
} satisfies Messages<typeof ownerBarEn>;
