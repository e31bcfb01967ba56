// publicTag: Spanish (moved from responder-text.es.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { publicTagEn } from './en.ts';

export const publicTagEs = {
  heading: 'INFORMACIÓN DE EMERGENCIA',
  banner:
    'Este niño lleva una pulsera de emergencia SafeKid. La información siguiente la ha proporcionado uno de sus padres.',
  childFallback: 'Datos del niño',
  age: 'Edad',
  ageYears: '{count, plural, one {# año} other {# años}}',
  tagId: 'ID de la pulsera',
  empty: 'Todavía no se ha configurado información de emergencia para esta pulsera.',
  lastUpdated: 'Última actualización',
  support: 'Asistencia',
  loading: 'Cargando la información de emergencia...',
  error: 'Pulsera no encontrada o desactivada. Póngase en contacto con el propietario de la pulsera.',
  call: 'Llamar',
  checkedByParent: 'Revisado por un padre o una madre el {date}',
  staleNotice:
    'Un padre o una madre revisó esta información por última vez hace más de un año. Puede que no esté actualizada.',
} satisfies Messages<typeof publicTagEn>;
