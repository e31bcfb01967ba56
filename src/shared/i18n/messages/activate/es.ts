// activate: es.
import type { Messages } from '../../catalogue-types.ts';
import type { activateEn } from './en.ts';

export const activateEs = {
  heading: 'Activa tu SafeKid Tag',
  intro: 'Introduce el código único que aparece en tu pulsera NFC',
  codeLabel: 'Código de la pulsera',
  codePlaceholder: 'INTRODUCE-EL-CÓDIGO',
  hintTitle: 'Dónde encontrar el código:',
  hint: 'Busca el código de 4 a 12 caracteres impreso en el interior de la pulsera o en el embalaje.',
  button: 'Activar pulsera',
  pending: 'Activando...',
  failedTitle: 'Error de activación',
  failedFallback: 'No se pudo activar la pulsera',
  okTitle: '¡Pulsera activada!',
  ok: 'Tu SafeKid Tag se ha activado correctamente.',
} satisfies Messages<typeof activateEn>;
