// responder: The responder's pages in German (moved from responder-text.de.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderDe = {
  // Issue 34: the child's photo for lost mode.
  photoAlt: 'Foto von {childName}',
  photoAltUnnamed: 'Foto des Kindes',
  page: {
    privacy: 'Datenschutzhinweise',
    language: 'Sprache',
  },
  calls: {
    emergencyNumber: '{number} anrufen',
    field: '{title} anrufen',
  },
  notices: {
    unknownTitle: 'Armband nicht gefunden',
    unknown:
      'Zu diesem Code gibt es kein SafeKid-Armband. Bitte prüfen Sie den Code, der auf dem Armband aufgedruckt ist.',
    inactiveTitle: 'Armband nicht mehr aktiv',
    inactive: 'Dieses Armband ist nicht mehr aktiv. Bitte wenden Sie sich an den Besitzer des Armbands.',
    unavailable: 'Die Seite kann gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    tooManyLookups:
      '{count, plural, one {Zu viele Versuche. Bitte warten Sie # Sekunde und versuchen Sie es dann erneut.} other {Zu viele Versuche. Bitte warten Sie # Sekunden und versuchen Sie es dann erneut.}}',
    tooManyLookupsMinutes:
      '{count, plural, one {Zu viele Versuche. Bitte warten Sie # Minute und versuchen Sie es dann erneut.} other {Zu viele Versuche. Bitte warten Sie # Minuten und versuchen Sie es dann erneut.}}',
    enterCode: 'Code eingeben',
  },
  notSetUp: {
    title: 'Dieses Armband ist noch nicht eingerichtet',
    body: 'Wenn Sie ein Kind mit diesem Armband gefunden haben, rufen Sie bitte den Notruf an.',
  },
  typedCode: {
    heading: 'Geben Sie den Code ein, der auf dem Armband aufgedruckt ist',
    label: 'Code',
    submit: 'Notfallinformationen anzeigen',
    pending: 'Wird gesucht...',
    empty: 'Bitte geben Sie den Code ein.',
    wrongLength:
      '{count, plural, one {Der Code hat # Zeichen. Bitte prüfen Sie Ihre Eingabe.} other {Der Code hat # Zeichen. Bitte prüfen Sie Ihre Eingabe.}}',
    wrongCharacters: 'Der Code besteht nur aus Buchstaben und Ziffern. Bitte prüfen Sie Ihre Eingabe.',
  },
  tooManyShares:
    '{count, plural, one {Die Eltern haben gerade viele Nachrichten über diese Seite erhalten. Bitte warten Sie # Minute, bevor Sie erneut senden, oder rufen Sie sie an.} other {Die Eltern haben gerade viele Nachrichten über diese Seite erhalten. Bitte warten Sie # Minuten, bevor Sie erneut senden, oder rufen Sie sie an.}}',
  location: {
    share: 'Meinen Standort an die Eltern senden',
    sharing: 'Standort wird gesendet...',
    sent: 'Ihr Standort wurde an die Eltern gesendet.',
    failed: 'Ihr Standort konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    denied:
      'Der Zugriff auf Ihren Standort wurde nicht erlaubt. Sie können den Eltern trotzdem Ihre Telefonnummer senden.',
  },
  phoneNumber: {
    open: 'Meine Telefonnummer an die Eltern senden',
    nameLabel: 'Ihr Name',
    phoneLabel: 'Ihre Telefonnummer',
    messageLabel: 'Nachricht (optional)',
    send: 'Senden',
    sending: 'Wird gesendet...',
    sent: 'Ihre Telefonnummer wurde an die Eltern gesendet.',
    failed: 'Ihre Telefonnummer konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    nameRequired: 'Bitte geben Sie Ihren Namen ein.',
    phoneInvalid: 'Bitte geben Sie eine Telefonnummer ein, unter der die Eltern Sie erreichen.',
    messageOver:
      '{count, plural, one {# Zeichen zu viel. Es wurde nichts gekürzt: Bitte kürzen Sie die Nachricht, um sie zu senden.} other {# Zeichen zu viel. Es wurde nichts gekürzt: Bitte kürzen Sie die Nachricht, um sie zu senden.}}',
  },
  lostChild: {
    title: 'VERMISSTES KIND',
    body: 'Die Eltern haben dieses Kind als vermisst gemeldet. Bitte bleiben Sie bei dem Kind und rufen Sie die Eltern oder den Notruf an.',
    call: 'Eltern anrufen: {phone}',
    message: 'Nachricht der Eltern',
  },
  protectedFields: {
    more: 'Weitere Informationen',
    intro: 'Die Eltern haben weitere Informationen mit einer PIN geschützt.',
    pinLabel: 'PIN',
    show: 'Anzeigen',
    checking: 'Wird geprüft...',
    wrongPin: 'Falsche PIN. Bitte versuchen Sie es erneut.',
    pinDigits: 'Die PIN hat 8 Ziffern (auf älteren Karten 6). Bitte geben Sie alle ein.',
    tooManyTries:
      '{count, plural, one {Zu viele falsche Versuche. Bitte warten Sie # Minute und versuchen Sie es dann erneut.} other {Zu viele falsche Versuche. Bitte warten Sie # Minuten und versuchen Sie es dann erneut.}}',
  },
  templateTitles: {
    'Emergency Contact': 'Notfallkontakt',
    'Home Address': 'Wohnadresse',
    Allergies: 'Allergien',
    'Blood Type': 'Blutgruppe',
    Medications: 'Medikamente',
    'Doctor Info': 'Behandelnder Arzt',
    'Special Notes': 'Besondere Hinweise',
  },
} satisfies Messages<typeof responderEn>;
