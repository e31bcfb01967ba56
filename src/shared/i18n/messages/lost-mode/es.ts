// lostMode: es.
import type { Messages } from '../../catalogue-types.ts';
import type { lostModeEn } from './en.ts';

export const lostModeEs = {
  open: 'Modo perdido',
  dialogTitle: 'Avisar de que este niño se ha perdido',
  dialogDescription:
    'Mientras está activo, la página se abre con tu mensaje y un botón que llama a tu número, y cada apertura te llega al momento por correo, aunque los avisos de escaneo estén desactivados. Se desactiva solo cuando pasa el tiempo que elijas.',
  messageLabel: 'Mensaje para quien encuentre a tu hijo',
  messagePlaceholder: 'Me he perdido. Por favor, llama a mi papá.',
  phoneLabel: 'Número de teléfono al que llamar',
  hoursLabel: 'Durante cuánto tiempo',
  hours: {
    '4': '4 horas',
    '24': '24 horas',
    '72': '3 días',
  },
  start: 'Activar el modo perdido',
  starting: 'Activando...',
  cancel: 'Cancelar',
  lostUntil: 'Perdido hasta {time}',
  callsNumber: 'Se pide a quien lo encuentre que llame al {phone}',
  end: 'Desactivar el modo perdido',
  ending: 'Desactivando...',
  endTitle: '¿Desactivar el modo perdido?',
  endDescription:
    'El aviso con tu mensaje y tu número desaparece de la página al momento, y los escaneos dejan de llegarte al instante por correo. Desactívalo solo cuando tu hijo esté a salvo.',
  startedTitle: 'Modo perdido activado',
  endedTitle: 'Modo perdido desactivado',
  failedTitle: 'No se pudo cambiar el modo perdido',
  failedFallback: 'Inténtalo de nuevo.',
  messageRequired: 'Escribe un mensaje para quien encuentre a tu hijo.',
  messageTooLong: 'El mensaje puede tener como máximo {max} caracteres.',
  messageCount: '{length} / {max} caracteres',
  messageOver:
    '{extra, plural, one {# carácter de más.} other {# caracteres de más.}} No se ha recortado nada: acorta el mensaje para enviarlo.',
  phoneInvalid:
    'Introduce un número de teléfono de 3 a 15 cifras (se permiten espacios y + ( ) - . entre ellas).',
  hoursInvalid: 'Elige 4 horas, 24 horas o 3 días.',
} satisfies Messages<typeof lostModeEn>;
