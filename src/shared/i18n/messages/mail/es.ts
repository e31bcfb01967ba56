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
  // La vida de un pedido (issue 32): los correos al comprador después de la confirmación, en el idioma del pedido.
  orderPage: 'la página de tu pedido',
  orderPageLine: 'Consulta tu pedido y en qué punto está cuando quieras: {link}',
  orderShipped: {
    subject: 'Tu pedido de SafeKid Tag {orderNumber} está en camino',
    intro: 'Buenas noticias: tu pedido {orderNumber} ya se ha enviado y está en camino.',
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    trackIt: 'la página de seguimiento del transportista',
    trackingLine: 'Sigue tu paquete: {link}',
    activate: 'Cuando llegue, activa cada pulsera en línea con el código impreso en su interior.',
  },
  orderRefunded: {
    subject: 'Reembolso de tu pedido de SafeKid Tag {orderNumber}',
    intro: 'Te hemos reembolsado {amount} por tu pedido {orderNumber}.',
    reason: 'Motivo',
    whole: 'Es el importe total que pagaste.',
    partial: 'Reembolsado hasta ahora: {refunded} de {total}.',
    when: 'PayPal devuelve el dinero a la cuenta o tarjeta con la que pagaste; puede tardar unos días en aparecer.',
  },
  // Co-guardians (issue 34): the invitation to look after a tag, in the inviter's language.
  invitation: {
    subject: '{inviter} te invita a ocuparte de la pulsera SafeKid de {child}',
    subjectUnnamed: '{inviter} te invita a ocuparte de la pulsera SafeKid de un niño',
    intro:
      '{inviter} te invita a ocuparte de la pulsera de emergencia de {child} en SafeKid Tag. En cuanto aceptes, la pulsera aparecerá en Mis pulseras: podrás editarla, recibir sus avisos de escaneo, activar y desactivar el modo perdido e imprimir su tarjeta.',
    introUnnamed:
      '{inviter} te invita a ocuparte de la pulsera de emergencia de un niño en SafeKid Tag. En cuanto aceptes, la pulsera aparecerá en Mis pulseras: podrás editarla, recibir sus avisos de escaneo, activar y desactivar el modo perdido e imprimir su tarjeta.',
    howTo: 'Abre el enlace e inicia sesión con esta dirección ({email}) o crea una cuenta con ella.',
    action: 'Aceptar la invitación',
    linkLine: 'Aceptar la invitación: {link}',
    validity: 'La invitación es válida durante {days, plural, one {# día} other {# días}}.',
    ignore: 'Si no conoces a {inviter}, puedes ignorar este correo.',
  },
} satisfies Messages<typeof mailEn>;
