// passwordReset: es.
import type { Messages } from '../../catalogue-types.ts';
import type { passwordResetEn } from './en.ts';

export const passwordResetEs = {
  forgotLink: '¿Has olvidado la contraseña?',
  forgotHeading: '¿Has olvidado tu contraseña?',
  forgotIntro:
    'Introduce el correo electrónico de tu cuenta. Te enviaremos un enlace para establecer una nueva contraseña.',
  forgotButton: 'Enviar enlace',
  forgotPending: 'Enviando...',
  forgotFailedTitle: 'Solicitud no enviada',
  forgotAccepted:
    'Si existe una cuenta con este correo electrónico, le hemos enviado un enlace para establecer una nueva contraseña. El enlace funciona una sola vez, durante 1 hora.',
  forgotSentTitle: 'Revisa tu correo',
  forgotSpamNote: '¿No te ha llegado nada en unos minutos? Revisa la carpeta de spam o vuelve a solicitarlo.',
  forgotAgain: 'Usar otro correo electrónico',
  backToSignIn: 'Volver a iniciar sesión',
  resetHeading: 'Establece una nueva contraseña',
  resetIntro:
    'Elige una nueva contraseña. Se cerrará la sesión en todos los dispositivos conectados a tu cuenta.',
  newPasswordLabel: 'Nueva contraseña',
  confirmPasswordLabel: 'Confirma la nueva contraseña',
  passwordsDiffer: 'Las dos contraseñas no coinciden',
  resetButton: 'Guardar nueva contraseña',
  resetPending: 'Guardando...',
  resetOkTitle: 'Contraseña cambiada',
  resetOk: 'Inicia sesión con tu nueva contraseña.',
  resetFailedTitle: 'Contraseña no cambiada',
  invalidLink: 'Este enlace no es válido, ha caducado o ya se ha usado. Solicita uno nuevo.',
  requestNewLink: 'Solicitar un nuevo enlace',
  invalidNext: 'La página a la que volver no es válida.',
  mailSubject: 'Establece una nueva contraseña para tu cuenta de SafeKid Tag',
  mailIntro:
    'alguien (esperamos que tú) ha solicitado establecer una nueva contraseña para la cuenta de SafeKid Tag {email}.',
  mailAction: 'Establecer una nueva contraseña',
  mailValidity:
    'El enlace funciona una sola vez, durante 1 hora. Al establecer una nueva contraseña se cierra la sesión en todos los dispositivos.',
  mailIgnore: 'Si no lo has solicitado tú, ignora este correo: tu contraseña no cambia.',
} satisfies Messages<typeof passwordResetEn>;
