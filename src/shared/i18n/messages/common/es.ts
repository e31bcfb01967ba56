// common: es.
import type { Messages } from '../../catalogue-types.ts';
import type { commonEn } from './en.ts';

export const commonEs = {
  pageNotFound: 'Página no encontrada',
  pageNotFoundBody: 'La página que buscas no existe o se ha movido.',
  backHome: 'Ir a la página de inicio',
  loading: 'Cargando...',
  footerTagline: 'Sistema de información de emergencia para la seguridad infantil',
  footerSupport: 'Soporte:',
  saving: 'Guardando...',
  networkErrorTitle: 'Error',
  networkError: 'Error de red. Inténtalo de nuevo.',
  close: 'Cerrar',
} satisfies Messages<typeof commonEn>;
