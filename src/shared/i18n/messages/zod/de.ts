// zod: de. zod's own messages for a reader of this language; the type names (string, number) stay zod's.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodDe = {
  required: 'Pflichtfeld',
  invalidType: 'Erwartet: {expected}, erhalten: {received}',
  invalidInput: 'Ungültige Eingabe',
  invalidEnum: 'Ungültiger Wert. Erwartet: {options}, erhalten: {received}',
  invalidLiteral: 'Ungültiger Wert, erwartet: {expected}',
  unrecognizedKeys: 'Unbekannte Felder im Objekt: {keys}',
  invalidDate: 'Ungültiges Datum',
  invalidFormat: 'Ungültiges Format ({format})',
  invalid: 'Ungültig',
  stringMin:
    'Der Text muss {mode, select, exact {genau} inclusive {mindestens} other {mehr als}} {minimum} Zeichen lang sein',
  stringMax:
    'Der Text darf {mode, select, exact {nur genau} inclusive {höchstens} other {weniger als}} {maximum} Zeichen lang sein',
  arrayMin:
    'Die Liste muss {mode, select, exact {genau} inclusive {mindestens} other {mehr als}} {minimum} Einträge enthalten',
  arrayMax:
    'Die Liste darf {mode, select, exact {nur genau} inclusive {höchstens} other {weniger als}} {maximum} Einträge enthalten',
  numberMin:
    'Die Zahl muss {mode, select, exact {genau gleich} inclusive {größer oder gleich} other {größer als}} {minimum} sein',
  numberMax:
    'Die Zahl muss {mode, select, exact {genau} inclusive {kleiner oder gleich} other {kleiner als}} {maximum} sein',
  notMultipleOf: 'Die Zahl muss ein Vielfaches von {multipleOf} sein',
  notFinite: 'Die Zahl muss endlich sein',
} satisfies Messages<typeof zodEn>;
