// errors: es.
import type { Messages } from '../../catalogue-types.ts';
import type { errorsEn } from './en.ts';

export const errorsEs = {
  // Issue 34: the child's photo for lost mode.
  photoTooLarge: 'La foto no puede superar los 5 MB.',
  notAPhoto: 'Este archivo no es una foto que podamos leer.',
  photoHeic: 'Todavía no podemos leer fotos HEIC. Elige una foto JPEG o PNG.',
  photoNotFound: 'No hay foto.',
  validationFailed: 'Revisa los campos marcados.',
  notFound: 'No encontrado',
  unauthorized: 'Inicia sesión para continuar.',
  adminRequired: 'Se requiere acceso de administrador.',
  forbiddenOrigin: 'Esta solicitud procede de otro sitio y se ha rechazado.',
  internalError: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  wrongPin: 'PIN incorrecto. Inténtalo de nuevo.',
  shareNoParent:
    'Esta pulsera aún no está vinculada a la cuenta de ningún padre o madre, así que no se puede enviar nada. En caso de emergencia, llama al 112.',
  unavailable: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en breve.',
  unavailableTagLink: '¿Estás leyendo una pulsera SafeKid? Introduce su código',
  shuttingDown: 'Esta instancia se está cerrando; otra atiende tus solicitudes.',
  rateLimited:
    'Demasiados intentos. Espera {unit, select, seconds {{count, plural, one {# segundo} other {# segundos}}} other {{count, plural, one {# minuto} other {# minutos}}}} y vuelve a intentarlo.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  badUrl: 'Esta dirección no es válida.',
  emailTaken: 'Ya existe una cuenta con este email. Inicia sesión con ella.',
  invalidCredentials: 'Email o contraseña incorrectos',
  needsVerification: 'Verifica tu email antes de iniciar sesión. Te hemos enviado un código de 6 dígitos.',
  emailNotVerified: 'Verifica tu email para gestionar tus pulseras.',
  invalidCode: 'El código de verificación no es válido o ha caducado.',
  tooManyWrongCodes: 'Demasiados códigos incorrectos. Solicita un nuevo código de verificación.',
  resendTooSoon: 'Espera un minuto antes de solicitar otro código.',
  codeRecentlySent:
    'Hemos enviado un código a esta dirección hace menos de un minuto. Podrás solicitar uno nuevo dentro de {seconds, plural, one {# segundo} other {# segundos}}.',
  resendAccepted: 'Si una cuenta con este email necesita verificación, se ha enviado un nuevo código.',
  mailFailed: 'No hemos podido enviar el email de verificación. Prueba a reenviar el código.',
  invalidAdminCredentials: 'Credenciales no válidas',
  tagCodeNotFound: 'Código de la pulsera no encontrado o ya activado por otra cuenta.',
  braceletNotFound: 'Pulsera no encontrada. Comprueba el número impreso en tu pulsera.',
  physicalIdTaken: 'Ya existe una pulsera con el número {physicalId}.',
  tagNotFound: 'Pulsera no encontrada',
  braceletAlreadyConfigured: 'Esta pulsera ya es tuya y tiene un perfil. Edítalo desde tu panel.',
  tagDeactivated:
    'Esta pulsera está desactivada: su página ya no se abre. Traslada su perfil a una pulsera nueva para volver a usarlo.',
  lostOnDeactivatedTag:
    'Esta pulsera está desactivada: su página ya no se abre, así que no se puede pasar a modo perdido.',
  cardNeedsConfiguration:
    'Añade los datos de tu hijo a esta pulsera antes de imprimir su tarjeta de emergencia.',
  cardLayoutInvalid: "Elige el formato 'card' (una tarjeta de cartera) o 'sheet' (una hoja A4 de tarjetas).",
  publicTagNotFound:
    'Pulsera no encontrada o ya no activa. Ponte en contacto con el propietario de la pulsera.',
  paymentsDisabled: 'Los pagos en línea no están disponibles en este momento. Inténtalo más tarde.',
  paymentFailed: 'No se ha podido completar el pago. Inténtalo de nuevo.',
  paymentProviderDown: 'El proveedor de pagos no responde. Inténtalo de nuevo en un momento.',
  paymentProviderError: 'El proveedor de pagos no ha podido procesar la solicitud. Inténtalo más tarde.',
  paymentDeclined: 'Se ha rechazado tu método de pago. Elige otra forma de pago.',
  orderNotShippable: 'Solo se puede enviar un pedido ya empaquetado.',
  // La vida de un pedido (issue 32): la página del pedido para el administrador.
  orderNotPackable: 'Solo se puede empaquetar un pedido pagado que aún no esté empaquetado.',
  orderNotUnpackable: 'Solo se puede desempaquetar un pedido empaquetado que aún no se haya enviado.',
  orderNotCancellable: 'Solo se puede cancelar un pedido que nunca se pagó. Un pedido pagado se reembolsa.',
  orderNotRefundable: 'Este pedido no tiene ningún pago que se pueda reembolsar.',
  orderNoReturns:
    'Las pulseras vuelven al almacén desde un pedido enviado o reembolsado. Un pedido aún no enviado se desempaqueta.',
  orderNotConfirmable:
    'No hay confirmación que enviar para este pedido: no está pagado o el comprador no dejó un correo electrónico.',
  orderMailFailed:
    'No se ha podido enviar el correo al comprador. Vuelve a intentarlo dentro de unos minutos.',
  packCodeTwice: 'El código {code} aparece dos veces en la lista.',
  packCount:
    'Este pedido es de {quantity, plural, one {# pulsera} other {# pulseras}}, pero {count, plural, one {se ha introducido # código} other {se han introducido # códigos}}.',
  packCodeUnknown: 'Ninguna pulsera tiene el código {code}.',
  packCodeSold: 'La pulsera {code} ya está empaquetada para otro pedido.',
  packCodeNotInStock:
    'La pulsera {code} no está en el almacén: un padre o una madre la ha activado, o se ha retirado.',
  braceletActivated: 'La pulsera {code} ya la ha activado un padre o una madre y no puede volver al almacén.',
  returnCodeNotInOrder: 'La pulsera {code} no se empaquetó para este pedido.',
  refundAmountZero: 'Introduce un importe mayor que cero.',
  refundAmountDecimals: 'Los importes en {currency} no pueden tener tantos decimales.',
  refundTooMuch: 'Como máximo se pueden reembolsar todavía {max}.',
  refundRefused: 'PayPal ha rechazado el reembolso. El pedido no ha cambiado.',
  refundAlreadyFull: 'Según PayPal, este pago ya se ha reembolsado por completo. El pedido no ha cambiado.',
  refundExceeds:
    'Según PayPal, el importe supera lo que queda por reembolsar de este pago. El pedido no ha cambiado.',
  refundTimeLimit:
    'Ha pasado el plazo que PayPal permite para reembolsar este pago. El pedido no ha cambiado.',
  refundInProgress:
    'Ya hay un reembolso de este pedido en curso. Vuelve a cargar el pedido dentro de un momento.',
  trackingRefused:
    'PayPal no ha aceptado este seguimiento para el pedido, que sigue empaquetado. Comprueba el transportista y el número.',
  priceChanged: 'El precio ha cambiado: vuelve a cargar la página para ver el nuevo precio.',
  webhookSignatureInvalid: 'No se ha podido verificar la firma del webhook.',
  webhookEventInvalid: 'El evento del webhook no es un evento de PayPal.',
  uploadTypeNotAllowed:
    'Este tipo de archivo no está permitido. Usa imágenes PNG, JPEG, WebP, GIF o AVIF, o vídeos MP4 o WebM.',
  uploadTooLarge: 'El archivo es demasiado grande.',
  uploadContentMismatch: 'El contenido del archivo no coincide con el tipo declarado.',
  uploadUrlInvalid: 'Este enlace de subida no es válido o ha caducado. Solicita uno nuevo.',
  testAlertSent: 'Aviso de prueba enviado. Revisa tu bandeja de entrada.',
  testAlertFailed: 'No hemos podido enviar el aviso de prueba. Inténtalo de nuevo en unos minutos.',
  // Co-guardians (issue 34).
  ownerOnly: 'Solo el propietario de la pulsera puede hacerlo.',
  familyFull:
    'Una pulsera puede tener como máximo {max} familiares e invitaciones pendientes en total. Primero retira una invitación o quita a un familiar.',
  inviteSelf:
    'Esta es tu propia dirección. Escribe la dirección de correo del adulto al que quieres invitar.',
  alreadyGuardian: 'Esta persona ya se ocupa de esta pulsera.',
  inviteOnDeactivatedTag:
    'Esta pulsera está desactivada: su página ya no se abre, así que no se puede invitar a nadie a ocuparse de ella.',
  invitationNotFound: 'Este enlace de invitación no es válido. Comprueba el enlace del correo.',
  invitationOtherAddress:
    'Esta invitación se envió a {email}. Inicia sesión con esa dirección para aceptarla.',
  invitationExpired: 'Esta invitación ha caducado. Pide a quien te invitó que te envíe una nueva.',
  invitationWithdrawn: 'Esta invitación se ha retirado. Pregunta a quien te invitó si todavía la necesitas.',
  handOverFirst:
    'Otros adultos todavía se ocupan de estas pulseras: {names}. Traspasa cada una a un familiar o desactívala y, después, elimina tu cuenta.',
  invitationMailFailed:
    'No hemos podido enviar el correo de invitación, así que no se ha creado ninguna invitación. Inténtalo de nuevo en unos minutos.',
  handOverNotGuardian: 'Solo un familiar que ya se ocupe de la pulsera puede convertirse en su propietario.',
} satisfies Messages<typeof errorsEn>;
