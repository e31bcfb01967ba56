// validation: de.
import type { Messages } from '../../catalogue-types.ts';
import type { validationEn } from './en.ts';

export const validationDe = {
  consentTrueOnly: 'consent muss true sein, wenn die Einwilligung erteilt wird',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  wizardInvalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  passwordMin: 'Das Passwort muss mindestens 6 Zeichen lang sein',
  firstNameRequired: 'Vorname ist erforderlich',
  lastNameRequired: 'Nachname ist erforderlich',
  codeLength: 'Der Bestätigungscode muss 6 Ziffern haben',
  pinFormat: 'Die PIN hat 8 Ziffern (6 auf älteren Karten).',
  codeDigitsIt: 'Der Code muss 6 Ziffern haben',
  tagCodeMin: 'Der Tag-Code muss mindestens 4 Zeichen lang sein',
  tagCodeMax: 'Der Tag-Code darf höchstens 12 Zeichen lang sein',
  childNameRequired: 'Name des Kindes ist erforderlich',
  wizardChildNameRequired: 'Der Name des Kindes ist erforderlich',
  ageMin: 'Das Alter muss mindestens 1 sein',
  ageMax: 'Das Alter darf höchstens 18 sein',
  ageWhole: 'Das Alter muss eine ganze Zahl von Jahren sein',
  fieldsMax: 'Höchstens 10 Felder erlaubt',
  fieldsMin: 'Bitte fügen Sie mindestens ein Feld mit Notfallinformationen hinzu.',
  fieldTitleRequired: 'Feldtitel ist erforderlich',
  fieldContentRequired: 'Feldinhalt ist erforderlich',
  usernameRequired: 'Benutzername ist erforderlich',
  tooLong: 'Höchstens {max} Zeichen erlaubt',
  invalidCharacter: 'Enthält ein nicht erlaubtes Zeichen',
  physicalIdCharacters: 'Nur Buchstaben, Ziffern, Doppelpunkte, Bindestriche oder Leerzeichen verwenden',
  physicalIdEmpty: 'Eine Armbandnummer braucht mindestens einen Buchstaben oder eine Ziffer',
  timeZone: 'Die Zeitzone muss ein IANA-Zeitzonenname wie Europe/Rome sein',
  alertsEnabled: "Senden Sie '{'\"enabled\": true'}' oder '{'\"enabled\": false'}'",
  historyCursor:
    'Dieser Link zu älteren Aufrufen ist ungültig. Öffnen Sie den Scan-Verlauf erneut von Anfang an.',
} satisfies Messages<typeof validationEn>;
