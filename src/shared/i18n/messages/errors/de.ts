// errors: de.
import type { Messages } from '../../catalogue-types.ts';
import type { errorsEn } from './en.ts';

export const errorsDe = {
  validationFailed: 'Bitte überprüfen Sie die markierten Felder.',
  notFound: 'Nicht gefunden',
  unauthorized: 'Bitte melden Sie sich an, um fortzufahren.',
  adminRequired: 'Admin-Zugriff erforderlich.',
  forbiddenOrigin: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  internalError: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  wrongPin: 'Falsche PIN. Bitte versuchen Sie es erneut.',
  shareNoParent:
    'Dieses Armband ist noch mit keinem Elternteil verknüpft, daher kann nichts gesendet werden. Rufen Sie im Notfall die 112 an.',
  unavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  unavailableTagLink: 'Lesen Sie ein SafeKid-Armband? Geben Sie seinen Code ein',
  shuttingDown: 'Diese Instanz wird heruntergefahren; eine andere bearbeitet Ihre Anfragen.',
  rateLimited:
    'Zu viele Versuche. Bitte warten Sie {unit, select, seconds {{count, plural, one {# Sekunde} other {# Sekunden}}} other {{count, plural, one {# Minute} other {# Minuten}}}} und versuchen Sie es dann erneut.',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  badUrl: 'Diese Adresse ist ungültig.',
  emailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melden Sie sich stattdessen an.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch',
  needsVerification:
    'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden. Wir haben Ihnen einen 6-stelligen Code gesendet.',
  emailNotVerified: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihre Tags zu verwalten.',
  invalidCode: 'Der Bestätigungscode ist ungültig oder abgelaufen.',
  tooManyWrongCodes: 'Zu viele falsche Codes. Bitte fordern Sie einen neuen Bestätigungscode an.',
  resendTooSoon: 'Bitte warten Sie eine Minute, bevor Sie einen weiteren Code anfordern.',
  codeRecentlySent:
    'Wir haben vor weniger als einer Minute einen Code an diese Adresse gesendet. Sie können in {seconds, plural, one {# Sekunde} other {# Sekunden}} einen neuen anfordern.',
  resendAccepted:
    'Falls ein Konto mit dieser E-Mail-Adresse bestätigt werden muss, wurde ein neuer Code gesendet.',
  mailFailed:
    'Wir konnten die Bestätigungs-E-Mail nicht senden. Bitte versuchen Sie, den Code erneut zu senden.',
  invalidAdminCredentials: 'Ungültige Anmeldedaten',
  tagCodeNotFound: 'Tag-Code nicht gefunden oder bereits von einem anderen Konto aktiviert.',
  braceletNotFound:
    'Armband nicht gefunden. Bitte prüfen Sie die Nummer, die auf Ihrem Armband aufgedruckt ist.',
  physicalIdTaken: 'Ein Armband mit der Nummer {physicalId} existiert bereits.',
  tagNotFound: 'Tag nicht gefunden',
  braceletAlreadyConfigured:
    'Dieses Armband gehört bereits Ihnen und hat ein Profil. Bearbeiten Sie es stattdessen in Ihrer Übersicht.',
  tagDeactivated:
    'Dieser Tag ist deaktiviert: Seine Seite öffnet sich nicht mehr. Übertragen Sie sein Profil auf ein neues Armband, um es wieder zu nutzen.',
  lostOnDeactivatedTag:
    'Dieser Tag ist deaktiviert: Seine Seite öffnet sich nicht mehr, daher kann er nicht als vermisst gemeldet werden.',
  cardNeedsConfiguration:
    'Fügen Sie diesem Tag die Angaben zu Ihrem Kind hinzu, bevor Sie seine Notfallkarte drucken.',
  cardLayoutInvalid:
    "Wählen Sie das Layout 'card' (eine Karte fürs Portemonnaie) oder 'sheet' (ein A4-Blatt mit Karten).",
  publicTagNotFound:
    'Tag nicht gefunden oder nicht mehr aktiv. Bitte wenden Sie sich an die Person, der der Tag gehört.',
  paymentsDisabled: 'Onlinezahlungen sind derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
  paymentFailed: 'Die Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  paymentProviderDown: 'Der Zahlungsdienst antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  paymentProviderError:
    'Der Zahlungsdienst konnte die Anfrage nicht verarbeiten. Bitte versuchen Sie es später erneut.',
  paymentDeclined: 'Ihre Zahlungsmethode wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
  orderNotShippable: 'Nur bezahlte Bestellungen können als versandt markiert werden.',
  webhookSignatureInvalid: 'Die Webhook-Signatur konnte nicht überprüft werden.',
  webhookEventInvalid: 'Das Webhook-Ereignis ist kein PayPal-Ereignis.',
  uploadTypeNotAllowed:
    'Dieser Dateityp ist nicht erlaubt. Verwenden Sie PNG-, JPEG-, WebP-, GIF- oder AVIF-Bilder oder MP4- oder WebM-Videos.',
  uploadTooLarge: 'Die Datei ist zu groß.',
  uploadContentMismatch: 'Der Inhalt der Datei passt nicht zum angegebenen Typ.',
  uploadUrlInvalid: 'Dieser Upload-Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  testAlertSent: 'Testbenachrichtigung gesendet. Sehen Sie in Ihrem Posteingang nach.',
  testAlertFailed:
    'Wir konnten die Testbenachrichtigung nicht senden. Bitte versuchen Sie es in ein paar Minuten erneut.',
} satisfies Messages<typeof errorsEn>;
