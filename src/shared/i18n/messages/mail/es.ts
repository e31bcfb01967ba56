// mail: es.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailEs = {
  team: 'El equipo de SafeKid Tag',
  greeting: 'Hola:',
  greetingNamed: 'Hola, {name}:',
  footer: '{product} · {url} · {supportEmail}',
  verification: {
    subject: 'SafeKid Tag: tu código de verificación',
    intro: 'Este es tu código de verificación de SafeKid Tag:',
    validity: '{hours, plural, one {# hora} other {# horas}}',
    enterIt:
      'Introdúcelo en la página de verificación. Es válido durante {validity} y solo se puede usar una vez.',
    ignore: 'Si no has creado esta cuenta, puedes ignorar este correo.',
  },
  passwordReset: {
    subject: 'Establece una nueva contraseña para tu cuenta de SafeKid Tag',
    intro:
      'Alguien (esperamos que tú) ha solicitado establecer una nueva contraseña para la cuenta de SafeKid Tag {email}.',
    action: 'Establecer una nueva contraseña',
    linkLine: 'Establecer una nueva contraseña: {link}',
    validity:
      'El enlace funciona una sola vez, durante 1 hora. Al establecer una nueva contraseña se cierra la sesión en todos los dispositivos.',
    ignore: 'Si no lo has solicitado tú, ignora este correo: tu contraseña no cambia.',
  },
  passwordChanged: {
    subject: 'Se ha cambiado la contraseña de tu cuenta de SafeKid Tag',
    changed: 'La contraseña de tu cuenta de SafeKid Tag ({email}) se cambió el {when}.',
    signedOutOthers: 'Se ha cerrado la sesión en todos los demás dispositivos conectados a tu cuenta.',
    signedOutEvery: 'Se ha cerrado la sesión en todos los dispositivos conectados a tu cuenta.',
    ifNotYou:
      'Si no la has cambiado tú, escribe de inmediato a {supportEmail}: puede que otra persona conozca tu contraseña.',
  },
  accountDeleted: {
    subject: 'Tu cuenta de SafeKid Tag se ha eliminado',
    deleted: 'Tu cuenta de SafeKid Tag ({email}) se ha eliminado, como pediste.',
    erased:
      'Se han borrado los datos de tus hijos y los campos de emergencia, el historial de escaneos y tus consentimientos.',
    bracelets:
      '{count, plural, one {Tu pulsera ya no funciona: quien la escanee verá que el tag ya no está activo.} other {Tus # pulseras ya no funcionan: quien las escanee verá que el tag ya no está activo.}}',
    orders: 'Los pedidos que hiciste se quedan en la tienda, que debe conservarlos.',
    ifNotYou: 'Si no lo has pedido tú, escribe a {supportEmail}.',
  },
} satisfies Messages<typeof mailEn>;
