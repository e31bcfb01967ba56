// common: it.
import type { Messages } from '../../catalogue-types.ts';
import type { commonEn } from './en.ts';

export const commonIt = {
  pageNotFound: 'Pagina non trovata',
  pageNotFoundBody: 'La pagina che cerchi non esiste o è stata spostata.',
  backHome: 'Vai alla pagina iniziale',
  loading: 'Caricamento...',
  footerTagline: 'Sistema di informazioni di emergenza per la sicurezza dei bambini',
  footerSupport: 'Assistenza:',
  saving: 'Salvataggio...',
  networkErrorTitle: 'Errore',
  networkError: 'Errore di rete. Riprova.',
  close: 'Chiudi',
} satisfies Messages<typeof commonEn>;
