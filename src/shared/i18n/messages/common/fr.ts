// common: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { commonEn } from './en.ts';

export const commonFr = {
  pageNotFound: 'Page introuvable',
  pageNotFoundBody: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Aller à la page d'accueil",
  loading: 'Chargement...',
  footerTagline: "Système d'informations d'urgence pour la sécurité des enfants",
  footerSupport: 'Assistance :',
  saving: 'Enregistrement...',
  networkErrorTitle: 'Erreur',
  networkError: 'Erreur réseau. Veuillez réessayer.',
  close: 'Fermer',
} satisfies Messages<typeof commonEn>;
