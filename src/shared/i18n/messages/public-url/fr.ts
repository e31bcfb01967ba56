// publicUrl: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlFr = {
  cliRefusal:
    "PUBLIC_URL vaut {url}, une adresse locale : les téléphones ne pourraient pas ouvrir les liens d'activation que ce lot écrirait dans ses puces. Définissez PUBLIC_URL sur l'adresse publique de la boutique (par exemple PUBLIC_URL=https://shop.example.com) ou ajoutez --allow-local pour un lot de test.",
  cliAllowed:
    "Attention : PUBLIC_URL vaut {url}, une adresse locale (--allow-local) : ces liens d'activation ne fonctionnent que sur ce réseau.",
} satisfies Messages<typeof publicUrlEn>;
