// Tag codes as people type them from a band, a card or its packaging: the one reading of typed codes,
// for the activation box (decision 016) and the responder's page /t (decision 022).
import { ISSUED_TAG_CODE_LENGTH } from './constants.ts';

/** Crockford base32 (decision 015): every code we issue uses these 32 symbols. No I, L, O or U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Spaces and dashes of any kind (hyphen, en and em dash, minus sign): codes never contain them. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/** Crockford's reading of the letters that look like digits. */
const CONFUSABLES = /[OIL]/g;
const DIGIT_OF: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

const ISSUED_CODE = new RegExp(`^[${CROCKFORD_ALPHABET}]*$`);

/** "5ypy cqsp-ce2v" → "5YPYCQSPCE2V": separators dropped, the rest upper-cased. */
export function withoutSeparators(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/** Crockford's reading (O as 0, I and L as 1) of a code already upper-cased, without checking it. */
function crockfordDigits(code: string): string {
  return code.replace(CONFUSABLES, (letter) => DIGIT_OF[letter]!);
}

/**
 * The codes a parent's typed code may mean, best first: as typed, then as Crockford reads it when that
 * differs (a printed 0 read as O). Issued codes never hold O, I or L, so the second can only be theirs.
 */
export function codeReadings(code: string): string[] {
  const read = crockfordDigits(code);
  return read === code ? [code] : [code, read];
}

export type TypedCode =
  | { ok: true; code: string }
  | { ok: false; problem: 'empty' | 'wrongCharacters' }
  | { ok: false; problem: 'wrongLength'; length: number };

/**
 * A responder's typed code read as Crockford reads it: case, spaces and dashes ignored, O as 0, I and
 * L as 1, full-width forms (an Asian keyboard's) as their ASCII letters. Well formed means an issued
 * code's shape: 12 symbols of the alphabet. Whether such a code exists is the public page's business.
 */
export function readTypedCode(raw: string): TypedCode {
  const code = crockfordDigits(withoutSeparators(raw.normalize('NFKC')));
  if (code === '') return { ok: false, problem: 'empty' };
  if (!ISSUED_CODE.test(code)) return { ok: false, problem: 'wrongCharacters' };
  if (code.length !== ISSUED_TAG_CODE_LENGTH)
    return { ok: false, problem: 'wrongLength', length: code.length };
  return { ok: true, code };
}
