// validation: it.
import type { Messages } from '../../catalogue-types.ts';
import type { validationEn } from './en.ts';

export const validationIt = {
  consentTrueOnly: 'il consenso, se dato, deve essere true',
  invalidEmail: 'Indirizzo email non valido',
  wizardInvalidEmail: 'Inserisci un indirizzo email valido',
  passwordMin: 'La password deve contenere almeno 6 caratteri',
  firstNameRequired: 'Il nome è obbligatorio',
  lastNameRequired: 'Il cognome è obbligatorio',
  codeLength: 'Il codice di verifica deve essere di 6 cifre',
  pinFormat: 'Il PIN è di 8 cifre (6 sulle tessere meno recenti).',
  codeDigitsIt: 'Il codice deve essere di 6 cifre',
  tagCodeMin: 'Il codice del tag deve contenere almeno 4 caratteri',
  tagCodeMax: 'Il codice del tag può contenere al massimo 12 caratteri',
  childNameRequired: 'Il nome del bambino è obbligatorio',
  wizardChildNameRequired: 'Il nome del bambino è obbligatorio',
  ageMin: "L'età deve essere almeno 1",
  ageMax: "L'età deve essere al massimo 18",
  ageWhole: "L'età deve essere un numero intero di anni",
  fieldsMax: 'Sono consentiti al massimo 10 campi',
  fieldsMin: 'Aggiungi almeno un campo con informazioni di emergenza.',
  fieldTitleRequired: 'Il titolo del campo è obbligatorio',
  fieldContentRequired: 'Il contenuto del campo è obbligatorio',
  usernameRequired: 'Il nome utente è obbligatorio',
  tooLong: 'Può contenere al massimo {max} caratteri',
  invalidCharacter: 'Contiene un carattere non consentito',
  physicalIdCharacters: 'Usa solo lettere, cifre, due punti, trattini o spazi',
  physicalIdEmpty: 'Il numero del braccialetto deve contenere almeno una lettera o una cifra',
  timeZone: 'Il fuso orario deve essere un nome IANA, per esempio Europe/Rome',
  alertsEnabled: "Invia '{'\"enabled\": true'}' o '{'\"enabled\": false'}'",
  historyCursor:
    "Questo link alle aperture precedenti non è valido. Apri di nuovo la cronologia delle scansioni dall'inizio.",
} satisfies Messages<typeof validationEn>;
