// ownerBar: es.
import type { Messages } from '../../catalogue-types.ts';
import type { ownerBarEn } from './en.ts';

export const ownerBarEs = {
  label: 'Tu pulsera',
  note: 'Solo tú ves esta barra.',
  edit: 'Editar',
  myTags: 'Mis pulseras',
} satisfies Messages<typeof ownerBarEn>;
