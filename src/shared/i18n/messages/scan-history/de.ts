// scanHistory: de.
import type { Messages } from '../../catalogue-types.ts';
import type { scanHistoryEn } from './en.ts';

export const scanHistoryDe = {
  opened: 'Geöffnet {relative}',
  openedJustNow: 'Gerade eben geöffnet',
  notOpenedYet: 'Noch nicht geöffnet',
  alertsSwitch: 'Scan-Benachrichtigungen',
  alertsOn: 'Scan-Benachrichtigungen an',
  alertsOff: 'Scan-Benachrichtigungen aus',
  alertsWhileLost:
    'Der Vermisst-Modus ist an: Jedes Öffnen wird Ihnen per E-Mail gemeldet, bis er endet, auch wenn die Benachrichtigungen aus sind.',
  alertsFailedTitle: 'Scan-Benachrichtigungen konnten nicht geändert werden',
  alertsFailedFallback: 'Die Scan-Benachrichtigungen konnten nicht geändert werden',
  testAlert: 'Test-Benachrichtigung senden',
  testAlertSentTitle: 'Test-Benachrichtigung gesendet',
  testAlertSentDescription: 'Sehen Sie in Ihrem Posteingang nach.',
  testAlertFailedTitle: 'Test-Benachrichtigung fehlgeschlagen',
  testAlertFailedFallback: 'Die Test-Benachrichtigung konnte nicht gesendet werden',
  historyLink: 'Scan-Verlauf',
  heading: 'Scan-Verlauf: {childName}',
  intro:
    'Jedes Mal, wenn jemand in den letzten {days} Tagen die Notfallseite dieses Tags geöffnet hat. Ältere Scans werden gelöscht.',
  empty: 'Diese Seite hat noch niemand geöffnet.',
  loadError:
    'Der Scan-Verlauf konnte nicht geladen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  notFound: 'Tag nicht gefunden',
  loading: 'Scan-Verlauf wird geladen...',
  backToDashboard: 'Zurück zu Meine Tags',
  sharesHeading: 'Nachrichten von Helfern',
  sharesIntro:
    'Standorte und Rückrufnummern, die Ihnen über die Seite geschickt wurden. Sie bleiben immer hier.',
  noShares: 'Noch hat Ihnen kein Helfer etwas geschickt.',
  openingsHeading: 'Aufrufe',
  showOlder: 'Ältere Aufrufe anzeigen',
  loadingOlder: 'Ältere Aufrufe werden geladen...',
  olderFailed: 'Ältere Aufrufe konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  device: 'Gerät',
  language: 'Sprache',
  deviceKind: {
    phone: '{os}-Smartphone',
    tablet: '{os}-Tablet',
    computer: '{os}-Computer',
    TV: '{os}-Fernseher',
  },
  deviceKindAlone: {
    phone: 'Smartphone',
    tablet: 'Tablet',
    computer: 'Computer',
    TV: 'Fernseher',
  },
  unknownDevice: 'Unbekanntes Gerät',
  whileLost: 'Im Vermisst-Modus',
  location: 'Standort geteilt',
  accuracy: 'auf {metres} m genau',
  openMap: 'In OpenStreetMap öffnen',
  newTab: '(öffnet in einem neuen Tab)',
  contact: 'Telefonnummer gesendet',
  call: '{phone} anrufen',
} satisfies Messages<typeof scanHistoryEn>;
