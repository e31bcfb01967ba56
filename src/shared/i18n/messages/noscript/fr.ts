// noscript: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { noscriptEn } from './en.ts';

export const noscriptFr = {
  title: 'Cette page nécessite JavaScript',
  body: 'Veuillez activer JavaScript dans les réglages de votre navigateur, ou ouvrir cette page dans un autre navigateur.',
  emergency:
    "Les pages d'urgence, celles qu'ouvre un bracelet (/tag/…), fonctionnent sans JavaScript : les secours peuvent toujours les lire.",
} satisfies Messages<typeof noscriptEn>;
