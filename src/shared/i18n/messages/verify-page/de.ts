// verifyPage: de.
import type { Messages } from '../../catalogue-types.ts';
import type { verifyPageEn } from './en.ts';

export const verifyPageDe = {
  heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
  intro: 'Wir haben einen 6-stelligen Code gesendet an',
  codeLabel: 'Bestätigungscode',
  verifyButton: 'Bestätigen',
  verifyPending: 'Wird bestätigt...',
  resendButton: 'Code erneut senden',
  resendPending: 'Wird gesendet...',
  spamNote: 'Keine E-Mail erhalten? Sehen Sie auch im Spam-Ordner nach.',
  validityNote: 'Der Code ist 24 Stunden gültig.',
  okTitle: 'E-Mail bestätigt!',
  ok: 'Ihr Konto wurde erfolgreich aktiviert.',
  errorTitle: 'Bestätigung fehlgeschlagen',
  error: 'Der eingegebene Code ist ungültig oder abgelaufen.',
  resentTitle: 'E-Mail gesendet',
  resent: 'Wir haben Ihnen einen neuen Bestätigungscode gesendet.',
  resendErrorTitle: 'Fehler',
  resendError: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  tooManyWrongCodes: 'Zu viele falsche Versuche. Fordern Sie einen neuen Code an.',
  resendTooSoon: 'Bitte warten Sie eine Minute, bevor Sie einen neuen Code anfordern.',
  tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.',
  resendIn: 'Sie können in {seconds, plural, one {# Sekunde} other {# Sekunden}} einen neuen Code anfordern.',
} satisfies Messages<typeof verifyPageEn>;
