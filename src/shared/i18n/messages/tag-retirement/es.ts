// tagRetirement: es.
import type { Messages } from '../../catalogue-types.ts';
import type { tagRetirementEn } from './en.ts';

export const tagRetirementEs = {
  deactivated: 'Desactivada',
  deactivate: 'Desactivar',
  deactivateTitle: '¿Desactivar esta pulsera?',
  deactivateDescription:
    'Su página deja de funcionar al momento: quien escanee esta pulsera verá que ya no está activa, y tú dejarás de recibir avisos de escaneo. Los datos del niño se quedan aquí para que puedas pasarlos a una pulsera nueva. Una pulsera desactivada no se puede volver a usar.',
  deactivateConfirm: 'Desactivar pulsera',
  deactivating: 'Desactivando...',
  deactivatedTitle: 'Pulsera desactivada',
  move: 'Pasar a una pulsera nueva',
  moveTitle: 'Pasar a una pulsera nueva',
  moveDescription:
    'Escribe el código impreso en la pulsera nueva. Los datos del niño, la información de emergencia, el PIN, la configuración de avisos y el historial de escaneos pasan a ella, y esta pulsera deja de funcionar para siempre.',
  codeLabel: 'Código de la pulsera nueva',
  moveConfirm: 'Pasar el perfil',
  moving: 'Pasando el perfil...',
  movedTitle: 'Perfil pasado',
  movedDescription: 'La pulsera nueva {code} ya muestra la página de tu hijo.',
  failedTitle: 'No ha funcionado',
  failedFallback: 'Inténtalo de nuevo.',
  cancel: 'Cancelar',
  sameBracelet:
    'Este es el código de la pulsera desde la que pasas el perfil. Escribe el código impreso en la pulsera nueva.',
} satisfies Messages<typeof tagRetirementEn>;
