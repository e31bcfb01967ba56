// nfcReader: French (SPEC's page is Italian; en.ts and it.ts hold SPEC's text).
import type { Messages } from '../../catalogue-types.ts';
import type { nfcReaderEn } from './en.ts';

export const nfcReaderFr = {
  heading: 'Lecteur d’UID NFC',
  intro: 'Lisez le numéro de série (UID) d’une puce NFC.',
  scanButton: 'Lire une puce NFC',
  scanning: 'Approchez la puce...',
  uidLabel: 'UID de la puce',
  copy: 'Copier l’UID',
  copied: 'Copié !',
  readAnother: 'Lire une autre puce',
  androidOnly:
    'La lecture NFC depuis le navigateur ne fonctionne qu’avec Chrome sur Android. Sur iPhone, il faut une application dédiée.',
  unsupportedAlert:
    'Votre navigateur ne prend pas en charge la lecture NFC. Utilisez Chrome sur Android ou, sur iPhone, une application dédiée à la lecture des puces NFC.',
  readErrorAlert: 'Erreur lors de la lecture de la puce. Vérifiez que le NFC est activé, puis réessayez.',
} satisfies Messages<typeof nfcReaderEn>;
