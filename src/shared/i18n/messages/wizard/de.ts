// wizard: de.
import type { Messages } from '../../catalogue-types.ts';
import type { wizardEn } from './en.ts';

export const wizardDe = {
  heading: 'Armband aktivieren',
  braceletNumber: 'Armbandnummer',
  currentStep: 'Aktueller Schritt',
  steps: ['Registrierung', 'E-Mail-Bestätigung', 'Armband einrichten'],
  registerBanner:
    'Erstellen Sie zuerst ein Konto: Damit verwalten Sie dieses Armband und halten seine Angaben aktuell.',
  verifyBanner: 'Bestätigen Sie Ihre E-Mail-Adresse, damit Sie im Notfall erreichbar sind.',
  activateBanner: 'Nach der Einrichtung führt dieses Armband zur Notfallseite Ihres Kindes.',
  back: 'Zurück',
  registerButton: 'Konto erstellen',
  verifyButton: 'E-Mail bestätigen',
  resendButton: 'Code erneut senden',
  activateButton: 'Armband aktivieren',
  childNameLabel: 'Name des Kindes',
  childAgeLabel: 'Alter des Kindes',
  missingTitle: 'Fehlende Angaben',
  missing: 'Bitte fügen Sie mindestens ein Feld mit Notfallinformationen hinzu.',
  okTitle: 'Armband erfolgreich aktiviert!',
  ok: 'Die Notfallinformationen Ihres Kindes sind jetzt online.',
  notFoundTitle: 'Armband nicht gefunden',
  notFound:
    'Wir konnten dieses Armband nicht finden. Bitte prüfen Sie die Nummer oder wenden Sie sich an den Support.',
  unavailableTitle: 'Armband bereits aktiviert',
  unavailable:
    'Dieses Armband ist bereits mit einem Konto verknüpft. Wenn es Ihres ist, melden Sie sich an, um es einzurichten.',
  stepOf: '{step} von {total} ({name})',
  codeLabel: 'Bestätigungscode',
  codeSentTo: 'Wir haben einen 6-stelligen Code an {email} gesendet.',
  haveAccount: 'Sie haben bereits ein Konto?',
  signIn: 'Hier anmelden',
  noAccount: 'Neu hier?',
  register: 'Konto erstellen',
  signInButton: 'Anmelden',
  signInPending: 'Anmeldung läuft...',
  registerPending: 'Konto wird erstellt...',
  verifyPending: 'Wird bestätigt...',
  resendPending: 'Wird gesendet...',
  activatePending: 'Wird aktiviert...',
  resendIn: 'Sie können in {seconds, plural, one {# Sekunde} other {# Sekunden}} einen neuen Code anfordern.',
} satisfies Messages<typeof wizardEn>;
