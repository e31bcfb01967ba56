// noscript: es.
import type { Messages } from '../../catalogue-types.ts';
import type { noscriptEn } from './en.ts';

export const noscriptEs = {
  title: 'Esta página necesita JavaScript',
  body: 'Activa JavaScript en la configuración de tu navegador o abre esta página en otro navegador.',
  emergency:
    'Las páginas de emergencia, las que abre una pulsera (/tag/…), funcionan sin JavaScript: quien preste los primeros auxilios siempre puede leerlas.',
} satisfies Messages<typeof noscriptEn>;
