// upload: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { uploadEn } from './en.ts';

export const uploadFr = {
  fileTooLargeTitle: 'Fichier trop volumineux',
  imageTooLarge: 'La taille du fichier doit être inférieure à 5 Mo',
  videoTooLarge: 'La taille du fichier doit être inférieure à 50 Mo',
  invalidTypeTitle: 'Type de fichier non valide',
  invalidType: 'Veuillez sélectionner un fichier de type : {accept}',
  failedToGetUrl: "Impossible d'obtenir l'URL d'importation",
  failedWithStatus: "Échec de l'importation (statut {status})",
  failed: "Échec de l'importation",
  uploading: 'Importation en cours...',
  dismiss: 'Fermer',
  chooseFile: 'Choisir un fichier',
} satisfies Messages<typeof uploadEn>;
