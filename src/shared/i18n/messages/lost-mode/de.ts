// lostMode: de.
import type { Messages } from '../../catalogue-types.ts';
import type { lostModeEn } from './en.ts';

export const lostModeDe = {
  open: 'Vermisst-Modus',
  dialogTitle: 'Kind als vermisst melden',
  dialogDescription:
    'Solange der Modus aktiv ist, öffnet sich die Seite mit Ihrer Nachricht und einer Schaltfläche, die Ihre Nummer anruft, und jedes Öffnen wird Ihnen sofort per E-Mail gemeldet, auch wenn Scan-Benachrichtigungen ausgeschaltet sind. Er schaltet sich nach der gewählten Zeit selbst aus.',
  messageLabel: 'Nachricht für die Person, die Ihr Kind findet',
  messagePlaceholder: 'Ich habe mich verlaufen. Bitte ruf meinen Papa an.',
  phoneLabel: 'Telefonnummer für Anrufe',
  hoursLabel: 'Wie lange',
  hours: {
    '4': '4 Stunden',
    '24': '24 Stunden',
    '72': '3 Tage',
  },
  start: 'Vermisst-Modus einschalten',
  starting: 'Wird eingeschaltet...',
  cancel: 'Abbrechen',
  lostUntil: 'Vermisst bis {time}',
  callsNumber: 'Finder werden gebeten, {phone} anzurufen',
  end: 'Vermisst-Modus beenden',
  ending: 'Wird beendet...',
  endTitle: 'Vermisst-Modus beenden?',
  endDescription:
    'Das Banner mit Ihrer Nachricht und Nummer verschwindet sofort von der Seite, und Scans werden Ihnen nicht mehr sofort gemeldet. Beenden Sie ihn erst, wenn Ihr Kind in Sicherheit ist.',
  startedTitle: 'Vermisst-Modus ist an',
  endedTitle: 'Vermisst-Modus ist aus',
  failedTitle: 'Vermisst-Modus konnte nicht geändert werden',
  failedFallback: 'Bitte versuchen Sie es erneut.',
  messageRequired: 'Bitte schreiben Sie eine Nachricht für die Person, die Ihr Kind findet.',
  messageTooLong: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
  messageCount: '{length} / {max} Zeichen',
  messageOver:
    '{extra, plural, one {# Zeichen zu viel.} other {# Zeichen zu viel.}} Es wurde nichts abgeschnitten: Bitte kürzen Sie die Nachricht, um sie zu senden.',
  phoneInvalid:
    'Bitte geben Sie eine Telefonnummer mit 3 bis 15 Ziffern ein (Leerzeichen und + ( ) - . dürfen dazwischen stehen).',
  hoursInvalid: 'Bitte wählen Sie 4 Stunden, 24 Stunden oder 3 Tage.',
} satisfies Messages<typeof lostModeEn>;
