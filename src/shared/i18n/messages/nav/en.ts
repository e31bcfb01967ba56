// nav: English, exactly as SPEC quotes it (moved from text.ts's navText).

export const navEn = {
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
  homeLabel: '{product} home',
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
} as const;
