// freshness: es.
import type { Messages } from '../../catalogue-types.ts';
import type { freshnessEn } from './en.ts';

export const freshnessEs = {
  subject: '¿La información de {childName} sigue siendo correcta?',
  subjectUnnamed: '¿La información de tu hijo sigue siendo correcta?',
  intro: 'Un padre o una madre revisó esta información por última vez el {date}.',
  introNever: 'Todavía ningún padre ni madre ha revisado esta información.',
  pageShows: 'Esto es lo que muestra la página de emergencia a quien escanea la pulsera:',
  name: 'Nombre',
  behindPin: '{title} (protegido con el PIN)',
  noFields: 'Todavía no hay información de emergencia.',
  stillRightLink: 'Sigue siendo correcta',
  editLink: 'Editar',
  linkNote:
    'El enlace «Sigue siendo correcta» funciona durante 60 días, sin iniciar sesión. Si algo ha cambiado, edita la información.',
  why: 'Te lo preguntamos cada {months, plural, one {mes} other {# meses}} para que quienes ayuden puedan fiarse de lo que leen.',
  confirmButton: 'Sí, sigue siendo correcta',
  editInstead: 'Editar la información',
  thanksHeading: '¡Gracias!',
  thanksText: 'La página de emergencia ya muestra que un padre o una madre revisó la información hoy.',
  invalidLink:
    'Este enlace no es válido. Ábrelo tal como llegó en el correo o inicia sesión para revisar la información.',
  expiredLink: 'Este enlace ha caducado. Inicia sesión para revisar la información.',
  tagGone: 'Esta pulsera ya no está activa.',
  tagNotFound: 'Esta pulsera no existe (o ya no existe).',
  tooManyLinks: 'Demasiados enlaces no válidos desde tu conexión. Inténtalo de nuevo más tarde.',
} satisfies Messages<typeof freshnessEn>;
