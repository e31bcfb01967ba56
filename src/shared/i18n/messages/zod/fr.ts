// zod: fr. zod's own messages for a reader of this language; the type names (string, number) stay zod's.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodFr = {
  required: 'Champ obligatoire',
  invalidType: 'Attendu : {expected}, reçu : {received}',
  invalidInput: 'Saisie non valide',
  invalidEnum: 'Valeur non valide. Attendu : {options}, reçu : {received}',
  invalidLiteral: 'Valeur non valide, attendu : {expected}',
  unrecognizedKeys: "Champs non reconnus dans l'objet : {keys}",
  invalidDate: 'Date non valide',
  invalidFormat: 'Format non valide ({format})',
  invalid: 'Non valide',
  stringMin:
    'Le texte doit contenir {mode, select, exact {exactement} inclusive {au moins} other {plus de}} {minimum} caractères',
  stringMax:
    'Le texte doit contenir {mode, select, exact {exactement} inclusive {au plus} other {moins de}} {maximum} caractères',
  arrayMin:
    'La liste doit contenir {mode, select, exact {exactement} inclusive {au moins} other {plus de}} {minimum} éléments',
  arrayMax:
    'La liste doit contenir {mode, select, exact {exactement} inclusive {au plus} other {moins de}} {maximum} éléments',
  numberMin:
    'Le nombre doit être {mode, select, exact {exactement égal à} inclusive {supérieur ou égal à} other {supérieur à}} {minimum}',
  numberMax:
    'Le nombre doit être {mode, select, exact {exactement égal à} inclusive {inférieur ou égal à} other {inférieur à}} {maximum}',
  notMultipleOf: 'Le nombre doit être un multiple de {multipleOf}',
  notFinite: 'Le nombre doit être fini',
} satisfies Messages<typeof zodEn>;
