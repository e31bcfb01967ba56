// account: es.
import type { Messages } from '../../catalogue-types.ts';
import type { accountEn } from './en.ts';

export const accountEs = {
  heading: 'Mi cuenta',
  loading: 'Cargando tu cuenta...',
  loadError: 'No se ha podido cargar tu cuenta. Recarga la página e inténtalo de nuevo.',
  detailsHeading: 'Tus datos',
  name: 'Nombre',
  noName: 'No indicado',
  email: 'Correo electrónico',
  timeZone: 'Zona horaria',
  timeZoneHint:
    'Los avisos de escaneo muestran las horas en esta zona. Sigue al navegador con el que inicias sesión.',
  noTimeZone: 'UTC (todavía no se ha indicado ninguna zona horaria)',
  passwordHeading: 'Cambiar contraseña',
  passwordIntro:
    'Se cerrará la sesión en todos los demás dispositivos conectados a tu cuenta; en este seguirá abierta.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  changePassword: 'Cambiar contraseña',
  changingPassword: 'Cambiando...',
  passwordChangedTitle: 'Contraseña cambiada',
  passwordChanged: 'Se ha cerrado la sesión en tus otros dispositivos.',
  passwordFailedTitle: 'Contraseña no cambiada',
  passwordRequired: 'Introduce tu contraseña actual',
  wrongPassword: 'La contraseña no es correcta.',
  consentsHeading: 'Consentimientos dados',
  consentsIntro:
    'Cada vez que aceptaste que lo que introduces sobre un niño se muestre a cualquiera que escanee la pulsera.',
  noConsents: 'Todavía no hay ningún consentimiento registrado.',
  consentItem: 'Aviso de privacidad versión {version}, {when}',
  exportHeading: 'Descargar mis datos',
  exportIntro:
    'Un archivo JSON con tu cuenta, cada tag con sus campos y su PIN, los escaneos y lo que enviaron los servicios de emergencia, los consentimientos y los pedidos hechos con tu correo electrónico.',
  exportButton: 'Descargar mis datos',
  deleteHeading: 'Eliminar mi cuenta',
  deleteWarning:
    'Esto borra tu cuenta, los datos y campos de tus hijos, el historial de escaneos y los consentimientos. Tus pulseras dejan de funcionar para siempre: quien las escanee solo verá que el tag ya no está activo. No se puede deshacer.',
  deletePassword: 'Tu contraseña',
  deleteButton: 'Eliminar mi cuenta',
  deleting: 'Eliminando...',
  deletedTitle: 'Cuenta eliminada',
  deleted: 'Tu cuenta se ha eliminado. Te hemos enviado una confirmación por correo electrónico.',
  deleteFailedTitle: 'Cuenta no eliminada',
  failedFallback: 'Algo ha salido mal. Inténtalo de nuevo.',
  deletedMailSubject: 'Tu cuenta de SafeKid Tag se ha eliminado',
  passwordChangedMailSubject: 'Se ha cambiado la contraseña de tu cuenta de SafeKid Tag',
} satisfies Messages<typeof accountEn>;
