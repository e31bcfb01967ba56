// emergencyCard: de.
import type { Messages } from '../../catalogue-types.ts';
import type { emergencyCardEn } from './en.ts';

export const emergencyCardDe = {
  heading: 'NOTFALLINFORMATIONEN',
  brand: 'SafeKid Tag',
  childFallback: 'Angaben zum Kind',
  age: 'Alter',
  ageYears: '{count, plural, one {# Jahr} other {# Jahre}}',
  scanHint: 'Scannen für alle Notfallinformationen',
  symbolsOnly: '(Symbole: siehe Online-Seite)',
  pin: 'PIN für weitere Informationen',
  pinShort: 'PIN für mehr Infos',
  noCamera: 'Keine Kamera? Öffnen Sie',
  enterCode: 'und geben Sie den Code ein',
  code: 'Code',
  lastUpdated: 'Zuletzt aktualisiert',
  moreFields: '{n, plural, one {+# weiteres Feld online} other {+# weitere Felder online}}',
  documentTitle: 'Notfallkarte: {name}',
  qrDescription: 'QR-Code für {url}',
} satisfies Messages<typeof emergencyCardEn>;
