// zod: es. zod's own messages for a reader of this language; the type names (string, number) stay zod's.
import type { Messages } from '../../catalogue-types.ts';
import type { zodEn } from './en.ts';

export const zodEs = {
  required: 'Campo obligatorio',
  invalidType: 'Se esperaba {expected}, se recibió {received}',
  invalidInput: 'Valor no válido',
  invalidEnum: 'Valor no válido. Se esperaba {options}, se recibió {received}',
  invalidLiteral: 'Valor no válido, se esperaba {expected}',
  unrecognizedKeys: 'Campos no reconocidos en el objeto: {keys}',
  invalidDate: 'Fecha no válida',
  invalidFormat: 'Formato no válido ({format})',
  invalid: 'No válido',
  stringMin:
    'El texto debe tener {mode, select, exact {exactamente} inclusive {al menos} other {más de}} {minimum} caracteres',
  stringMax:
    'El texto debe tener {mode, select, exact {exactamente} inclusive {como máximo} other {menos de}} {maximum} caracteres',
  arrayMin:
    'La lista debe contener {mode, select, exact {exactamente} inclusive {al menos} other {más de}} {minimum} elementos',
  arrayMax:
    'La lista debe contener {mode, select, exact {exactamente} inclusive {como máximo} other {menos de}} {maximum} elementos',
  numberMin:
    'El número debe ser {mode, select, exact {exactamente igual a} inclusive {mayor o igual que} other {mayor que}} {minimum}',
  numberMax:
    'El número debe ser {mode, select, exact {exactamente igual a} inclusive {menor o igual que} other {menor que}} {maximum}',
  notMultipleOf: 'El número debe ser múltiplo de {multipleOf}',
  notFinite: 'El número debe ser finito',
} satisfies Messages<typeof zodEn>;
