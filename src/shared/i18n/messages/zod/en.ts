// zod: English, zod 3's own default messages word for word (API answers stay as they were).

export const zodEn = {
  required: 'Required',
  invalidType: 'Expected {expected}, received {received}',
  invalidInput: 'Invalid input',
  invalidEnum: 'Invalid enum value. Expected {options}, received {received}',
  invalidLiteral: 'Invalid literal value, expected {expected}',
  unrecognizedKeys: 'Unrecognized key(s) in object: {keys}',
  invalidDate: 'Invalid date',
  invalidFormat: 'Invalid {format}',
  invalid: 'Invalid',
  stringMin:
    'String must contain {mode, select, exact {exactly} inclusive {at least} other {over}} {minimum} character(s)',
  stringMax:
    'String must contain {mode, select, exact {exactly} inclusive {at most} other {under}} {maximum} character(s)',
  arrayMin:
    'Array must contain {mode, select, exact {exactly} inclusive {at least} other {more than}} {minimum} element(s)',
  arrayMax:
    'Array must contain {mode, select, exact {exactly} inclusive {at most} other {less than}} {maximum} element(s)',
  numberMin:
    'Number must be {mode, select, exact {exactly equal to} inclusive {greater than or equal to} other {greater than}} {minimum}',
  numberMax:
    'Number must be {mode, select, exact {exactly} inclusive {less than or equal to} other {less than}} {maximum}',
  notMultipleOf: 'Number must be a multiple of {multipleOf}',
  notFinite: 'Number must be finite',
} as const;
