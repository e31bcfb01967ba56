// zod: it. zod's own messages for a reader of this language; the type names (string, number) stay zod's.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodIt = {
  required: 'Campo obbligatorio',
  invalidType: 'Atteso {expected}, ricevuto {received}',
  invalidInput: 'Valore non valido',
  invalidEnum: 'Valore non valido. Atteso {options}, ricevuto {received}',
  invalidLiteral: 'Valore non valido, atteso {expected}',
  unrecognizedKeys: "Campi non riconosciuti nell'oggetto: {keys}",
  invalidDate: 'Data non valida',
  invalidFormat: 'Formato non valido ({format})',
  invalid: 'Non valido',
  stringMin:
    'Il testo deve contenere {mode, select, exact {esattamente} inclusive {almeno} other {più di}} {minimum} caratteri',
  stringMax:
    'Il testo deve contenere {mode, select, exact {esattamente} inclusive {al massimo} other {meno di}} {maximum} caratteri',
  arrayMin:
    "L'elenco deve contenere {mode, select, exact {esattamente} inclusive {almeno} other {più di}} {minimum} elementi",
  arrayMax:
    "L'elenco deve contenere {mode, select, exact {esattamente} inclusive {al massimo} other {meno di}} {maximum} elementi",
  numberMin:
    'Il numero deve essere {mode, select, exact {esattamente uguale a} inclusive {maggiore o uguale a} other {maggiore di}} {minimum}',
  numberMax:
    'Il numero deve essere {mode, select, exact {esattamente} inclusive {minore o uguale a} other {minore di}} {maximum}',
  notMultipleOf: 'Il numero deve essere un multiplo di {multipleOf}',
  notFinite: 'Il numero deve essere finito',
} satisfies Messages<typeof zodEn>;
