// nav: es.
import type { Messages } from '../../catalogue-types.ts';
import type { navEn } from './en.ts';

export const navEs = {
  howItWorks: 'Cómo funciona',
  signIn: 'Iniciar sesión',
  getStarted: 'Empezar',
  dashboard: 'Panel',
  addTag: 'Añadir pulsera',
  welcome: 'Hola, ',
  signOut: 'Cerrar sesión',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  account: 'Cuenta',
  homeLabel: '{product}: inicio',
  mainNavLabel: 'Principal',
  mobileNavLabel: 'Móvil',
} satisfies Messages<typeof navEn>;
