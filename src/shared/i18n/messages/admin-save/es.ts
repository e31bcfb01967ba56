// adminSave: es.
import type { Messages } from '../../catalogue-types.ts';
import type { adminSaveEn } from './en.ts';

export const adminSaveEs = {
  content: {
    failed: 'No se pudo actualizar el contenido',
    ok: 'Contenido actualizado correctamente',
  },
  paypal: {
    failed: 'No se pudieron actualizar los ajustes de PayPal',
    ok: 'Ajustes de PayPal actualizados correctamente',
  },
  howItWorks: {
    failed: 'No se pudo actualizar el contenido de «Cómo funciona»',
    ok: 'Contenido de «Cómo funciona» actualizado correctamente',
  },
  step: {
    failed: 'No se pudo actualizar el paso',
    ok: 'Paso actualizado correctamente',
  },
  video: {
    failed: 'No se pudo actualizar la sección de vídeo',
    ok: 'Sección de vídeo actualizada correctamente',
  },
  features: {
    failed: 'No se pudo actualizar la sección de características',
    ok: 'Sección de características actualizada correctamente',
  },
  ratings: {
    failed: 'No se pudo actualizar la sección de valoraciones',
    ok: 'Sección de valoraciones actualizada correctamente',
  },
  media: {
    failed: 'No se pudieron actualizar los archivos multimedia',
    ok: 'Archivos multimedia actualizados correctamente',
  },
} satisfies Messages<typeof adminSaveEn>;
