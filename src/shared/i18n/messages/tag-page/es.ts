// tagPage: es.
import type { Messages } from '../../catalogue-types.ts';
import type { tagPageEn } from './en.ts';

export const tagPageEs = {
  // Issue 34: the child's photo for lost mode.
  photoHeading: 'Foto para el modo perdido',
  photoIntro: 'Solo se muestra en la página de emergencia mientras el modo perdido está activado.',
  photoLabel: 'Elegir una foto',
  photoCurrent: 'La foto actual',
  photoNone: 'Todavía no hay foto.',
  photoRemove: 'Quitar la foto',
  photoSaved: 'Foto guardada',
  photoRemoved: 'Foto quitada',
  photoFailed: 'Foto no guardada',
  statusActive: 'Activa',
  statusLost: 'Perdido',
  statusNoBracelet: 'Ninguna pulsera vinculada',
  manage: 'Gestionar',
  manageLabel: 'Gestionar la pulsera de {childName}',
  loading: 'Cargando la pulsera...',
  shareHeading: 'Imprimir y compartir',
  shareIntro: 'El código QR y la tarjeta impresa abren la misma página de emergencia que la pulsera.',
  shareNotConfigured:
    'Añade primero el nombre del niño o un campo de emergencia: así habrá una página que compartir.',
  pinHeading: 'PIN',
  pinIntro:
    'Los campos protegidos solo aparecen en la página de emergencia después de escribir este PIN. Está impreso en la tarjeta.',
  alertsHeading: 'Avisos de escaneo',
  alertsIntro: 'Un correo cada vez que alguien abre la página de emergencia.',
  historyHeading: 'Historial',
  braceletHeading: 'Pulsera',
  braceletLinked:
    'Este perfil está en una pulsera. Si la pulsera se pierde o se rompe, pasa el perfil a una nueva.',
  braceletNotLinked:
    'Todavía no hay ninguna pulsera vinculada a este perfil: su página, el código QR y la tarjeta impresa funcionan, pero ninguna pulsera la abre. Escribe el código impreso en una pulsera para vincularla.',
  linkBracelet: 'Vincular una pulsera',
  linkTitle: 'Vincular una pulsera',
  linkDescription:
    'Escribe el código impreso en la pulsera. Los datos del niño, la información de emergencia, el PIN, la configuración de avisos y el historial de escaneos pasan a ella.',
  linkCodeLabel: 'Código impreso en la pulsera',
  linkConfirm: 'Vincular pulsera',
  linkedTitle: 'Pulsera vinculada',
  linkedDescription: 'La pulsera {code} ya muestra la página de tu hijo.',
  dangerHeading: 'Zona de peligro',
  dangerIntro: 'La desactivación no se puede deshacer: la página deja de funcionar al momento.',
  deactivatedNotice:
    'Esta pulsera está desactivada: su página ya no funciona. Aun así, puedes pasar el perfil a una pulsera nueva.',
} satisfies Messages<typeof tagPageEn>;
