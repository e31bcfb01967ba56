// verifyPage: es.
import type { Messages } from '../../catalogue-types.ts';
import type { verifyPageEn } from './en.ts';

export const verifyPageEs = {
  heading: 'Verifica tu correo electrónico',
  intro: 'Hemos enviado un código de 6 dígitos a',
  codeLabel: 'Código de verificación',
  verifyButton: 'Verificar',
  verifyPending: 'Verificando...',
  resendButton: 'Reenviar el código',
  resendPending: 'Enviando...',
  spamNote: '¿No encuentras el correo? Revisa también la carpeta de spam.',
  validityNote: 'El código es válido durante 24 horas.',
  okTitle: '¡Correo verificado!',
  ok: 'Tu cuenta se ha activado correctamente.',
  errorTitle: 'Error de verificación',
  error: 'El código introducido no es válido o ha caducado.',
  resentTitle: 'Correo enviado',
  resent: 'Te hemos enviado un nuevo código de verificación.',
  resendErrorTitle: 'Error',
  resendError: 'No hemos podido enviar el correo. Inténtalo de nuevo.',
  tooManyWrongCodes: 'Demasiados intentos fallidos. Solicita un nuevo código.',
  resendTooSoon: 'Espera un minuto antes de solicitar un nuevo código.',
  tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.',
  resendIn:
    'Podrás solicitar un nuevo código dentro de {seconds, plural, one {# segundo} other {# segundos}}.',
} satisfies Messages<typeof verifyPageEn>;
