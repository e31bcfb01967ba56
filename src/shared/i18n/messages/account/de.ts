// account: de.
import type { Messages } from '../../catalogue-types.ts';
import type { accountEn } from './en.ts';

export const accountDe = {
  heading: 'Mein Konto',
  loading: 'Ihr Konto wird geladen...',
  loadError:
    'Ihr Konto konnte nicht geladen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  detailsHeading: 'Ihre Angaben',
  name: 'Name',
  noName: 'Nicht angegeben',
  email: 'E-Mail',
  timeZone: 'Zeitzone',
  timeZoneHint:
    'Scan-Benachrichtigungen zeigen Uhrzeiten in dieser Zeitzone. Sie richtet sich nach dem Browser, mit dem Sie sich anmelden.',
  noTimeZone: 'UTC (noch keine Zeitzone übermittelt)',
  passwordHeading: 'Passwort ändern',
  passwordIntro:
    'Alle anderen bei Ihrem Konto angemeldeten Geräte werden abgemeldet; dieses bleibt angemeldet.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  changePassword: 'Passwort ändern',
  changingPassword: 'Wird geändert...',
  passwordChangedTitle: 'Passwort geändert',
  passwordChanged: 'Ihre anderen Geräte wurden abgemeldet.',
  passwordFailedTitle: 'Passwort nicht geändert',
  passwordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein',
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  consentsHeading: 'Erteilte Einwilligungen',
  consentsIntro:
    'Jedes Mal, wenn Sie zugestimmt haben, dass Ihre Angaben zu einem Kind allen angezeigt werden, die das Armband scannen.',
  noConsents: 'Noch keine Einwilligung erfasst.',
  consentItem: 'Datenschutzhinweise Version {version}, {when}',
  exportHeading: 'Meine Daten herunterladen',
  exportIntro:
    'Eine JSON-Datei mit Ihrem Konto, jedem Tag mit seinen Feldern und seiner PIN, den Scans und dem, was Ersthelfer gesendet haben, den Einwilligungen und den mit Ihrer E-Mail-Adresse aufgegebenen Bestellungen.',
  exportButton: 'Meine Daten herunterladen',
  deleteHeading: 'Mein Konto löschen',
  deleteWarning:
    'Damit werden Ihr Konto, die Angaben und Felder Ihrer Kinder, der Scan-Verlauf und die Einwilligungen gelöscht. Ihre Armbänder funktionieren dauerhaft nicht mehr: Wer sie scannt, sieht nur, dass der Tag nicht mehr aktiv ist. Dies kann nicht rückgängig gemacht werden.',
  deletePassword: 'Ihr Passwort',
  deleteButton: 'Mein Konto löschen',
  deleting: 'Wird gelöscht...',
  deletedTitle: 'Konto gelöscht',
  deleted: 'Ihr Konto wurde gelöscht. Eine Bestätigung ist an Ihre E-Mail-Adresse unterwegs.',
  deleteFailedTitle: 'Konto nicht gelöscht',
  failedFallback: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  deletedMailSubject: 'Ihr SafeKid-Tag-Konto wurde gelöscht',
  passwordChangedMailSubject: 'Ihr SafeKid-Tag-Passwort wurde geändert',
} satisfies Messages<typeof accountEn>;
