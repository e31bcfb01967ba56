// validation: it. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { validationEn } from './en.ts';

export const validationIt = {
  consentTrueOnly: 'consent must be true when given',
  invalidEmail: 'Indirizzo email non valido',
  wizardInvalidEmail: 'Please enter a valid email address',
  passwordMin: 'La password deve contenere almeno 6 caratteri',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  codeLength: 'Verification code must be 6 digits',
  pinFormat: 'The PIN is 8 digits (6 on older cards).',
  codeDigitsIt: 'Il codice deve essere di 6 cifre',
  tagCodeMin: 'Tag code must be at least 4 characters',
  tagCodeMax: 'Tag code must be at most 12 characters',
  childNameRequired: 'Child name is required',
  wizardChildNameRequired: "Child's name is required",
  ageMin: 'Age must be at least 1',
  ageMax: 'Age must be 18 or less',
  ageWhole: 'Age must be a whole number of years',
  fieldsMax: 'Maximum 10 fields allowed',
  fieldsMin: 'Please add at least one emergency information field.',
  fieldTitleRequired: 'Field title is required',
  fieldContentRequired: 'Field content is required',
  usernameRequired: 'Username is required',
  tooLong: 'Must be at most {max} characters',
  invalidCharacter: 'Contains a character that is not allowed',
  physicalIdCharacters: 'Use letters, digits, colons, dashes or spaces only',
  physicalIdEmpty: 'A bracelet number needs at least one letter or digit',
  timeZone: 'Time zone must be an IANA time zone name such as Europe/Rome',
  alertsEnabled: "Send '{'\"enabled\": true'}' or '{'\"enabled\": false'}'",
  historyCursor: 'This link to older openings is not valid. Open the scan history again from the start.',
} satisfies Messages<typeof validationEn>;
