// nav: it.
import type { Messages } from '../../catalogue-types.ts';
import type { navEn } from './en.ts';

export const navIt = {
  howItWorks: 'Come funziona',
  signIn: 'Accedi',
  getStarted: 'Inizia ora',
  dashboard: 'Dashboard',
  addTag: 'Aggiungi braccialetto',
  welcome: 'Ciao, ',
  signOut: 'Esci',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  account: 'Account',
  homeLabel: '{product}: home page',
  mainNavLabel: 'Principale',
  mobileNavLabel: 'Menu mobile',
} satisfies Messages<typeof navEn>;
