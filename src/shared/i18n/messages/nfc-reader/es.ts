// nfcReader: Spanish (SPEC's page is Italian; en.ts and it.ts hold SPEC's text).
import type { Messages } from '../../catalogue-types.ts';
import type { nfcReaderEn } from './en.ts';

export const nfcReaderEs = {
  heading: 'Lector de UID NFC',
  intro: 'Lee el número de serie (UID) de una etiqueta NFC.',
  scanButton: 'Leer etiqueta NFC',
  scanning: 'Acerca la etiqueta...',
  uidLabel: 'UID de la etiqueta',
  copy: 'Copiar UID',
  copied: '¡Copiado!',
  readAnother: 'Leer otra etiqueta',
  androidOnly:
    'La lectura NFC desde el navegador solo funciona en Chrome para Android. En iPhone necesitas una app específica.',
  unsupportedAlert:
    'Tu navegador no admite la lectura NFC. Usa Chrome en Android o, en iPhone, una app específica para leer etiquetas NFC.',
  readErrorAlert: 'Error al leer la etiqueta. Comprueba que el NFC esté activado y vuelve a intentarlo.',
} satisfies Messages<typeof nfcReaderEn>;
