// nfcReader: Italian, SPEC's own text (the page is Italian in SPEC, like en.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { nfcReaderEn } from './en.ts';

export const nfcReaderIt = {
  heading: 'Lettore UID NFC',
  intro: 'Leggi il numero di serie (UID) di un tag NFC.',
  scanButton: 'Leggi tag NFC',
  scanning: 'Avvicina il tag...',
  uidLabel: 'UID del tag',
  copy: 'Copia UID',
  copied: 'Copiato!',
  readAnother: 'Leggi un altro tag',
  androidOnly:
    'La lettura NFC dal browser funziona solo su Chrome per Android. Su iPhone serve un’app dedicata.',
  unsupportedAlert:
    'Il tuo browser non supporta la lettura NFC. Usa Chrome su Android oppure, su iPhone, un’app dedicata per leggere i tag NFC.',
  readErrorAlert: 'Errore durante la lettura del tag. Assicurati che l’NFC sia attivo e riprova.',
} satisfies Messages<typeof nfcReaderEn>;
