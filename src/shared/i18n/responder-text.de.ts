// The responder's pages in German (issue 15), addressing the reader as "Sie"; the bracelet is an
// "Armband" ("Tag" would read as "day").
import type { ResponderText } from './responder-text.ts';

export const responderTextDe: ResponderText = {
  page: {
    heading: 'NOTFALLINFORMATIONEN',
    banner:
      'Dieses Kind trägt ein SafeKid-Notfallarmband. Die folgenden Angaben stammen von einem Elternteil.',
    childFallback: 'Angaben zum Kind',
    age: 'Alter',
    ageYears: { one: '{count} Jahr', other: '{count} Jahre' },
    tagId: 'Armband-ID',
    empty: 'Für dieses Armband wurden noch keine Notfallinformationen hinterlegt.',
    lastUpdated: 'Zuletzt aktualisiert',
    support: 'Support',
    privacy: 'Datenschutzhinweise',
    loading: 'Notfallinformationen werden geladen...',
    error:
      'Armband nicht gefunden oder nicht mehr aktiv. Bitte wenden Sie sich an den Besitzer des Armbands.',
    call: 'Anrufen',
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
    tooManyLookups: {
      one: 'Zu viele Versuche. Bitte warten Sie {count} Sekunde und versuchen Sie es dann erneut.',
      other: 'Zu viele Versuche. Bitte warten Sie {count} Sekunden und versuchen Sie es dann erneut.',
    },
    tooManyLookupsMinutes: {
      one: 'Zu viele Versuche. Bitte warten Sie {count} Minute und versuchen Sie es dann erneut.',
      other: 'Zu viele Versuche. Bitte warten Sie {count} Minuten und versuchen Sie es dann erneut.',
    },
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
    wrongLength: {
      one: 'Der Code hat {count} Zeichen. Bitte prüfen Sie Ihre Eingabe.',
      other: 'Der Code hat {count} Zeichen. Bitte prüfen Sie Ihre Eingabe.',
    },
    wrongCharacters: 'Der Code besteht nur aus Buchstaben und Ziffern. Bitte prüfen Sie Ihre Eingabe.',
  },
  tooManyShares: {
    one: 'Die Eltern haben gerade viele Nachrichten über diese Seite erhalten. Bitte warten Sie {count} Minute, bevor Sie erneut senden, oder rufen Sie sie an.',
    other:
      'Die Eltern haben gerade viele Nachrichten über diese Seite erhalten. Bitte warten Sie {count} Minuten, bevor Sie erneut senden, oder rufen Sie sie an.',
  },
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
    /** The message box keeps a longer paste whole and says by how much it is over. */
    messageOver: {
      one: '{count} Zeichen zu viel. Es wurde nichts gekürzt: Bitte kürzen Sie die Nachricht, um sie zu senden.',
      other:
        '{count} Zeichen zu viel. Es wurde nichts gekürzt: Bitte kürzen Sie die Nachricht, um sie zu senden.',
    },
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
    tooManyTries: {
      one: 'Zu viele falsche Versuche. Bitte warten Sie {count} Minute und versuchen Sie es dann erneut.',
      other: 'Zu viele falsche Versuche. Bitte warten Sie {count} Minuten und versuchen Sie es dann erneut.',
    },
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
};
