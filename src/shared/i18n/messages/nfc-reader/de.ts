// nfcReader: German (SPEC's page is Italian; en.ts and it.ts hold SPEC's text).
import type { Messages } from '../../catalogue-types.ts';
import type { nfcReaderEn } from './en.ts';

export const nfcReaderDe = {
  heading: 'NFC-UID-Leser',
  intro: 'Liest die Seriennummer (UID) eines NFC-Tags aus.',
  scanButton: 'NFC-Tag lesen',
  scanning: 'Halten Sie den Tag an das Gerät...',
  uidLabel: 'UID des Tags',
  copy: 'UID kopieren',
  copied: 'Kopiert!',
  readAnother: 'Weiteren Tag lesen',
  androidOnly:
    'NFC-Lesen im Browser funktioniert nur mit Chrome für Android. Auf dem iPhone brauchen Sie eine eigene App.',
  unsupportedAlert:
    'Ihr Browser kann keine NFC-Tags lesen. Verwenden Sie Chrome unter Android oder auf dem iPhone eine eigene App zum Lesen von NFC-Tags.',
  readErrorAlert:
    'Fehler beim Lesen des Tags. Prüfen Sie, ob NFC eingeschaltet ist, und versuchen Sie es erneut.',
} satisfies Messages<typeof nfcReaderEn>;
