// upload: de.
import type { Messages } from '../../catalogue-types.ts';
import type { uploadEn } from './en.ts';

export const uploadDe = {
  fileTooLargeTitle: 'Datei zu groß',
  imageTooLarge: 'Die Datei muss kleiner als 5 MB sein',
  videoTooLarge: 'Die Datei muss kleiner als 50 MB sein',
  invalidTypeTitle: 'Ungültiger Dateityp',
  invalidType: 'Bitte wählen Sie eine Datei vom Typ: {accept}',
  failedToGetUrl: 'Upload-URL konnte nicht abgerufen werden',
  failedWithStatus: 'Hochladen fehlgeschlagen (Status {status})',
  failed: 'Hochladen fehlgeschlagen',
  uploading: 'Wird hochgeladen...',
  dismiss: 'Schließen',
  chooseFile: 'Datei auswählen',
} satisfies Messages<typeof uploadEn>;
