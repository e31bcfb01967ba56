// nav: fr. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { navEn } from './en.ts';

export const navFr = {
  howItWorks: 'How It Works',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  addTag: 'Add Tag',
  welcome: 'Welcome, ',
  signOut: 'Sign Out',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  account: 'Account',
} satisfies Messages<typeof navEn>;
