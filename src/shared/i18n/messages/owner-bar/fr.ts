// ownerBar: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { ownerBarEn } from './en.ts';

export const ownerBarFr = {
  label: 'Votre bracelet',
  note: 'Vous seul voyez cette barre.',
  edit: 'Modifier',
  myTags: 'Mes bracelets',
} satisfies Messages<typeof ownerBarEn>;
