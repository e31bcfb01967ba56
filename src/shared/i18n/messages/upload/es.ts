// upload: es.
import type { Messages } from '../../catalogue-types.ts';
import type { uploadEn } from './en.ts';

export const uploadEs = {
  fileTooLargeTitle: 'Archivo demasiado grande',
  imageTooLarge: 'El archivo debe ocupar menos de 5 MB',
  videoTooLarge: 'El archivo debe ocupar menos de 50 MB',
  invalidTypeTitle: 'Tipo de archivo no válido',
  invalidType: 'Selecciona un archivo de tipo: {accept}',
  failedToGetUrl: 'No se pudo obtener la URL de subida',
  failedWithStatus: 'Error al subir el archivo (estado {status})',
  failed: 'Error al subir el archivo',
  uploading: 'Subiendo...',
  dismiss: 'Cerrar',
  chooseFile: 'Elegir archivo',
} satisfies Messages<typeof uploadEn>;
