// publicTag: French (moved from responder-text.fr.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { publicTagEn } from './en.ts';

export const publicTagFr = {
  heading: 'INFORMATIONS D’URGENCE',
  banner:
    'Cet enfant porte un bracelet d’urgence SafeKid. Les informations ci-dessous ont été fournies par un parent.',
  childFallback: 'Informations sur l’enfant',
  age: 'Âge',
  ageYears: '{count, plural, one {# an} other {# ans}}',
  tagId: 'ID du bracelet',
  empty: 'Aucune information d’urgence n’a encore été enregistrée pour ce bracelet.',
  lastUpdated: 'Dernière mise à jour',
  support: 'Assistance',
  loading: 'Chargement des informations d’urgence...',
  error: 'Bracelet introuvable ou désactivé. Veuillez contacter le propriétaire du bracelet.',
  call: 'Appeler',
  checkedByParent: 'Vérifié par un parent le {date}',
  staleNotice:
    "Un parent a vérifié ces informations pour la dernière fois il y a plus d'un an. Elles ne sont peut-être plus à jour.",
} satisfies Messages<typeof publicTagEn>;
