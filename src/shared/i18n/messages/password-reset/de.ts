// passwordReset: de.
import type { Messages } from '../../catalogue-types.ts';
import type { passwordResetEn } from './en.ts';

export const passwordResetDe = {
  forgotLink: 'Passwort vergessen?',
  forgotHeading: 'Passwort vergessen?',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  forgotButton: 'Link senden',
  forgotPending: 'Wird gesendet...',
  forgotFailedTitle: 'Anfrage nicht gesendet',
  forgotAccepted:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir ihm einen Link zum Festlegen eines neuen Passworts gesendet. Der Link funktioniert einmal, 1 Stunde lang.',
  forgotSentTitle: 'Sehen Sie in Ihr E-Mail-Postfach',
  forgotSpamNote:
    'Nach ein paar Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner nach oder fordern Sie den Link erneut an.',
  forgotAgain: 'Andere E-Mail-Adresse verwenden',
  backToSignIn: 'Zurück zur Anmeldung',
  resetHeading: 'Neues Passwort festlegen',
  resetIntro:
    'Wählen Sie ein neues Passwort. Alle Geräte, die bei Ihrem Konto angemeldet sind, werden abgemeldet.',
  newPasswordLabel: 'Neues Passwort',
  confirmPasswordLabel: 'Neues Passwort bestätigen',
  passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein',
  resetButton: 'Neues Passwort speichern',
  resetPending: 'Wird gespeichert...',
  resetOkTitle: 'Passwort geändert',
  resetOk: 'Melden Sie sich mit Ihrem neuen Passwort an.',
  resetFailedTitle: 'Passwort nicht geändert',
  invalidLink:
    'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  requestNewLink: 'Neuen Link anfordern',
  invalidNext: 'Die Seite, zu der Sie zurückkehren sollen, ist ungültig.',
  mailSubject: 'Neues Passwort für Ihr SafeKid-Tag-Konto festlegen',
  mailIntro: 'jemand (hoffentlich Sie) hat ein neues Passwort für das SafeKid-Tag-Konto {email} angefordert.',
  mailAction: 'Neues Passwort festlegen',
  mailValidity: 'Der Link funktioniert einmal, 1 Stunde lang. Ein neues Passwort meldet alle Geräte ab.',
  mailIgnore:
    'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
} satisfies Messages<typeof passwordResetEn>;
