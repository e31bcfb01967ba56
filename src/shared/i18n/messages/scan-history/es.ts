// scanHistory: es.
import type { Messages } from '../../catalogue-types.ts';
import type { scanHistoryEn } from './en.ts';

export const scanHistoryEs = {
  opened: 'Abierto {relative}',
  openedJustNow: 'Abierto justo ahora',
  notOpenedYet: 'Todavía no se ha abierto',
  alertsSwitch: 'Avisos de escaneo',
  alertsOn: 'Avisos de escaneo activados',
  alertsOff: 'Avisos de escaneo desactivados',
  alertsWhileLost:
    'El modo perdido está activado: cada apertura te llega por correo hasta que termine, aunque los avisos estén desactivados.',
  alertsFailedTitle: 'No se pudieron cambiar los avisos de escaneo',
  alertsFailedFallback: 'Error al cambiar los avisos de escaneo',
  testAlert: 'Enviarme un aviso de prueba',
  testAlertSentTitle: 'Aviso de prueba enviado',
  testAlertSentDescription: 'Revisa tu bandeja de entrada.',
  testAlertFailedTitle: 'Error en el aviso de prueba',
  testAlertFailedFallback: 'No se pudo enviar el aviso de prueba',
  historyLink: 'Historial de escaneos',
  heading: 'Historial de escaneos: {childName}',
  intro:
    'Cada vez que alguien abrió la página de emergencia de esta pulsera en los últimos {days} días. Los escaneos más antiguos se eliminan.',
  empty: 'Nadie ha abierto esta página todavía.',
  loadError: 'No se pudo cargar el historial de escaneos. Recarga la página e inténtalo de nuevo.',
  notFound: 'Pulsera no encontrada',
  loading: 'Cargando el historial de escaneos...',
  backToDashboard: 'Volver a Mis pulseras',
  sharesHeading: 'Mensajes de quienes ayudaron',
  sharesIntro:
    'Ubicaciones y números para devolver la llamada que te enviaron desde la página. Siempre se quedan aquí.',
  noShares: 'Nadie te ha enviado nada todavía.',
  openingsHeading: 'Aperturas',
  showOlder: 'Mostrar aperturas anteriores',
  loadingOlder: 'Cargando aperturas anteriores...',
  olderFailed: 'No se pudieron cargar las aperturas anteriores. Inténtalo de nuevo.',
  device: 'Dispositivo',
  language: 'Idioma',
  whileLost: 'En modo perdido',
  location: 'Ubicación compartida',
  accuracy: 'con {metres} m de precisión',
  openMap: 'Abrir en OpenStreetMap',
  newTab: '(se abre en una pestaña nueva)',
  contact: 'Número de teléfono enviado',
  call: 'Llamar al {phone}',
} satisfies Messages<typeof scanHistoryEn>;
