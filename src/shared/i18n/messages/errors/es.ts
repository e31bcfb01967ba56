// errors: es.
import type { Messages } from '../../catalogue-types.ts';
import type { errorsEn } from './en.ts';

export const errorsEs = {
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
  orderNotShippable: 'Solo los pedidos pagados se pueden marcar como enviados.',
  webhookSignatureInvalid: 'No se ha podido verificar la firma del webhook.',
  webhookEventInvalid: 'El evento del webhook no es un evento de PayPal.',
  uploadTypeNotAllowed:
    'Este tipo de archivo no está permitido. Usa imágenes PNG, JPEG, WebP, GIF o AVIF, o vídeos MP4 o WebM.',
  uploadTooLarge: 'El archivo es demasiado grande.',
  uploadContentMismatch: 'El contenido del archivo no coincide con el tipo declarado.',
  uploadUrlInvalid: 'Este enlace de subida no es válido o ha caducado. Solicita uno nuevo.',
  testAlertSent: 'Aviso de prueba enviado. Revisa tu bandeja de entrada.',
  testAlertFailed: 'No hemos podido enviar el aviso de prueba. Inténtalo de nuevo en unos minutos.',
} satisfies Messages<typeof errorsEn>;
