// emergencyCard: it. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { emergencyCardEn } from './en.ts';

export const emergencyCardIt = {
  heading: 'EMERGENCY INFORMATION',
  brand: 'SafeKid Tag',
  childFallback: 'Child Information',
  age: 'Age',
  ageYears: {
    one: "'{'count'}' year",
    other: "'{'count'}' years",
  },
  scanHint: 'Scan for the full emergency information',
  symbolsOnly: '(symbols: see the online page)',
  pin: 'PIN for more information',
  pinShort: 'PIN for more info',
  noCamera: 'No camera? Open',
  enterCode: 'and enter the code',
  code: 'Code',
  lastUpdated: 'Last updated',
  moreFields: '{n, plural, one {+# more field online} other {+# more fields online}}',
  documentTitle: 'Emergency card: {name}',
  qrDescription: 'QR code for {url}',
} satisfies Messages<typeof emergencyCardEn>;
