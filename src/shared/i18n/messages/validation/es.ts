// validation: es.
import type { Messages } from '../../catalogue-types.ts';
import type { validationEn } from './en.ts';

export const validationEs = {
  consentTrueOnly: 'consent debe ser true cuando se da el consentimiento',
  invalidEmail: 'Dirección de email no válida',
  wizardInvalidEmail: 'Introduce una dirección de email válida',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'Los apellidos son obligatorios',
  codeLength: 'El código de verificación debe tener 6 dígitos',
  pinFormat: 'El PIN tiene 8 dígitos (6 en las tarjetas más antiguas).',
  codeDigitsIt: 'El código debe tener 6 dígitos',
  tagCodeMin: 'El código de la pulsera debe tener al menos 4 caracteres',
  tagCodeMax: 'El código de la pulsera debe tener como máximo 12 caracteres',
  childNameRequired: 'El nombre del niño es obligatorio',
  wizardChildNameRequired: 'El nombre del niño es obligatorio',
  ageMin: 'La edad debe ser al menos 1',
  ageMax: 'La edad debe ser 18 o menos',
  ageWhole: 'La edad debe ser un número entero de años',
  fieldsMax: 'Se permiten como máximo 10 campos',
  fieldsMin: 'Añade al menos un campo de información de emergencia.',
  fieldTitleRequired: 'El título del campo es obligatorio',
  fieldContentRequired: 'El contenido del campo es obligatorio',
  usernameRequired: 'El nombre de usuario es obligatorio',
  tooLong: 'Debe tener como máximo {max} caracteres',
  invalidCharacter: 'Contiene un carácter no permitido',
  physicalIdCharacters: 'Usa solo letras, dígitos, dos puntos, guiones o espacios',
  physicalIdEmpty: 'Un número de pulsera necesita al menos una letra o un dígito',
  timeZone: 'La zona horaria debe ser un nombre de zona IANA, como Europe/Rome',
  alertsEnabled: "Envía '{'\"enabled\": true'}' o '{'\"enabled\": false'}'",
  historyCursor:
    'Este enlace a aperturas anteriores no es válido. Vuelve a abrir el historial de escaneos desde el principio.',
} satisfies Messages<typeof validationEn>;
