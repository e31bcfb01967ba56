// common: de.
import type { Messages } from '../../catalogue-types.ts';
import type { commonEn } from './en.ts';

export const commonDe = {
  pageNotFound: 'Seite nicht gefunden',
  pageNotFoundBody: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
  backHome: 'Zur Startseite',
  loading: 'Wird geladen...',
  footerTagline: 'Notfallinformationen für die Sicherheit von Kindern',
  footerSupport: 'Support:',
  saving: 'Wird gespeichert...',
  networkErrorTitle: 'Fehler',
  networkError: 'Netzwerkfehler. Bitte versuchen Sie es erneut.',
  close: 'Schließen',
} satisfies Messages<typeof commonEn>;
