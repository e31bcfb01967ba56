// emergencyCard: it.
import type { Messages } from '../../catalogue-types.ts';
import type { emergencyCardEn } from './en.ts';

export const emergencyCardIt = {
  heading: 'INFORMAZIONI DI EMERGENZA',
  brand: 'SafeKid Tag',
  childFallback: 'Informazioni sul bambino',
  age: 'Età',
  ageYears: '{count, plural, one {# anno} other {# anni}}',
  scanHint: 'Scansiona per tutte le informazioni di emergenza',
  symbolsOnly: '(simboli: vedi la pagina online)',
  pin: 'PIN per altre informazioni',
  pinShort: 'PIN per altre info',
  noCamera: 'Niente fotocamera? Apri',
  enterCode: 'e inserisci il codice',
  code: 'Codice',
  lastUpdated: 'Ultimo aggiornamento',
  moreFields: '{n, plural, one {+# altro campo online} other {+# altri campi online}}',
  documentTitle: 'Scheda di emergenza: {name}',
  qrDescription: 'Codice QR per {url}',
} satisfies Messages<typeof emergencyCardEn>;
