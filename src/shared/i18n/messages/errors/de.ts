// errors: de.
import type { Messages } from '../../catalogue-types.ts';
import type { errorsEn } from './en.ts';

export const errorsDe = {
  // Issue 34: the child's photo for lost mode.
  photoTooLarge: 'Das Foto darf höchstens 5 MB groß sein.',
  notAPhoto: 'Diese Datei ist kein Foto, das wir lesen können.',
  photoHeic: 'HEIC-Fotos können wir noch nicht lesen. Bitte wählen Sie ein JPEG- oder PNG-Foto.',
  photoNotFound: 'Kein Foto.',
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
  orderNotShippable: 'Nur eine verpackte Bestellung kann versandt werden.',
  // Der Weg einer Bestellung (Issue 32): die Bestellseite im Adminbereich.
  orderNotPackable: 'Nur eine bezahlte, noch nicht verpackte Bestellung kann verpackt werden.',
  orderNotUnpackable: 'Nur eine verpackte, noch nicht versandte Bestellung kann wieder ausgepackt werden.',
  orderNotCancellable:
    'Nur eine nie bezahlte Bestellung kann storniert werden. Eine bezahlte Bestellung erstatten Sie stattdessen.',
  orderNotRefundable: 'Für diese Bestellung gibt es keine Zahlung, die erstattet werden kann.',
  orderNoReturns:
    'Armbänder kommen aus einer versandten oder erstatteten Bestellung zurück ins Lager. Eine noch nicht versandte Bestellung packen Sie wieder aus.',
  orderNotConfirmable:
    'Für diese Bestellung gibt es keine Bestätigung zu senden: Sie ist nicht bezahlt, oder der Käufer hat keine E-Mail-Adresse hinterlassen.',
  orderMailFailed:
    'Die E-Mail an den Käufer konnte nicht gesendet werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
  packCodeTwice: 'Der Code {code} steht zweimal in der Liste.',
  packCount:
    'Diese Bestellung umfasst {quantity, plural, one {# Armband} other {# Armbänder}}, eingegeben {count, plural, one {wurde # Code} other {wurden # Codes}}.',
  packCodeUnknown: 'Kein Armband hat den Code {code}.',
  packCodeSold: 'Das Armband {code} ist bereits für eine andere Bestellung verpackt.',
  packCodeNotInStock:
    'Das Armband {code} ist nicht auf Lager: Eltern haben es aktiviert, oder es wurde stillgelegt.',
  braceletActivated: 'Das Armband {code} wurde von Eltern aktiviert und kann nicht zurück ins Lager.',
  returnCodeNotInOrder: 'Das Armband {code} wurde nicht für diese Bestellung verpackt.',
  refundAmountZero: 'Geben Sie einen Betrag größer als null ein.',
  refundAmountDecimals: 'Beträge in {currency} können nicht so viele Nachkommastellen haben.',
  refundTooMuch: 'Es können höchstens noch {max} erstattet werden.',
  refundRefused: 'PayPal hat die Erstattung abgelehnt. Die Bestellung ist unverändert.',
  refundAlreadyFull:
    'Laut PayPal wurde diese Zahlung bereits vollständig erstattet. Die Bestellung ist unverändert.',
  refundExceeds:
    'Laut PayPal ist der Betrag höher als das, was von dieser Zahlung noch erstattet werden kann. Die Bestellung ist unverändert.',
  refundTimeLimit:
    'Die Frist, die PayPal für die Erstattung dieser Zahlung einräumt, ist abgelaufen. Die Bestellung ist unverändert.',
  refundInProgress:
    'Eine Erstattung dieser Bestellung läuft bereits. Laden Sie die Bestellung gleich noch einmal.',
  trackingRefused:
    'PayPal hat diese Sendungsverfolgung für die Bestellung nicht angenommen; sie bleibt verpackt. Prüfen Sie Versanddienst und Nummer.',
  priceChanged: 'Der Preis hat sich geändert: Laden Sie die Seite neu, um den neuen Preis zu sehen.',
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
  // Co-guardians (issue 34).
  ownerOnly: 'Das kann nur der Inhaber des Tags.',
  familyFull:
    'Ein Tag kann höchstens {max} Familienmitglieder und offene Einladungen zusammen haben. Ziehen Sie zuerst eine Einladung zurück oder entfernen Sie ein Familienmitglied.',
  inviteSelf:
    'Das ist Ihre eigene Adresse. Geben Sie die E-Mail-Adresse der erwachsenen Person ein, die Sie einladen möchten.',
  alreadyGuardian: 'Diese Person kümmert sich bereits um diesen Tag.',
  inviteOnDeactivatedTag:
    'Dieser Tag ist deaktiviert: Seine Seite öffnet sich nicht mehr, daher kann niemand eingeladen werden, sich um ihn zu kümmern.',
  invitationNotFound: 'Dieser Einladungslink ist ungültig. Bitte prüfen Sie den Link in der E-Mail.',
  invitationOtherAddress:
    'Diese Einladung wurde an {email} gesendet. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.',
  invitationExpired:
    'Diese Einladung ist abgelaufen. Bitten Sie die Person, die Sie eingeladen hat, Ihnen eine neue zu senden.',
  invitationWithdrawn:
    'Diese Einladung wurde zurückgezogen. Fragen Sie die Person, die Sie eingeladen hat, falls Sie sie noch brauchen.',
  handOverFirst:
    'Um diese Tags kümmern sich noch andere Erwachsene: {names}. Übergeben Sie jeden davon an ein Familienmitglied oder deaktivieren Sie ihn und löschen Sie dann Ihr Konto.',
  invitationMailFailed:
    'Wir konnten die Einladungs-E-Mail nicht senden, daher wurde keine Einladung erstellt. Bitte versuchen Sie es in ein paar Minuten erneut.',
  handOverNotGuardian:
    'Nur ein Familienmitglied, das sich bereits um den Tag kümmert, kann sein Inhaber werden.',
} satisfies Messages<typeof errorsEn>;
