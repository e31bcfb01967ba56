// upload: it.
import type { Messages } from '../../catalogue-types.ts';
import type { uploadEn } from './en.ts';

export const uploadIt = {
  fileTooLargeTitle: 'File troppo grande',
  imageTooLarge: 'Il file deve essere inferiore a 5 MB',
  videoTooLarge: 'Il file deve essere inferiore a 50 MB',
  invalidTypeTitle: 'Tipo di file non valido',
  invalidType: 'Seleziona un file di tipo: {accept}',
  failedToGetUrl: "Impossibile ottenere l'URL di caricamento",
  failedWithStatus: 'Caricamento non riuscito (stato {status})',
  failed: 'Caricamento non riuscito',
  uploading: 'Caricamento in corso...',
  dismiss: 'Chiudi',
  chooseFile: 'Scegli file',
} satisfies Messages<typeof uploadEn>;
