// nav: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { navEn } from './en.ts';

export const navFr = {
  howItWorks: 'Comment ça marche',
  signIn: 'Se connecter',
  getStarted: 'Commencer',
  dashboard: 'Tableau de bord',
  addTag: 'Ajouter un bracelet',
  welcome: 'Bienvenue, ',
  signOut: 'Se déconnecter',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  account: 'Compte',
  homeLabel: '{product} : accueil',
  mainNavLabel: 'Principal',
  mobileNavLabel: 'Menu mobile',
} satisfies Messages<typeof navEn>;
