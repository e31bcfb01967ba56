// nav: de.
import type { Messages } from '../../catalogue-types.ts';
import type { navEn } from './en.ts';

export const navDe = {
  howItWorks: 'So funktioniert es',
  signIn: 'Anmelden',
  getStarted: 'Jetzt starten',
  dashboard: 'Übersicht',
  addTag: 'Armband hinzufügen',
  welcome: 'Willkommen, ',
  signOut: 'Abmelden',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  account: 'Konto',
  homeLabel: '{product}: Startseite',
  mainNavLabel: 'Hauptmenü',
  mobileNavLabel: 'Mobilmenü',
} satisfies Messages<typeof navEn>;
