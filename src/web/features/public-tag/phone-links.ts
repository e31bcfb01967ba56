// Finds phone numbers anywhere in a field's text so they become `tel:` links (DESIGN §3). Pure.
import { dialledNumber, telHref } from '#shared/phone-rules.ts';

export type ContentPart = { kind: 'text'; text: string } | { kind: 'phone'; text: string; href: string };

/** A run of digits with the separators people type; it must start and end with a digit. */
const CANDIDATE = /(?<![\w+])(?:\+|\(\+?)?\d[\d \t().\-/]*\d(?!\w)/g;
/** Two numbers typed in one run: '333 1234567 / 333 7654321', '… - …', or a wide gap. */
const BETWEEN_NUMBERS = /\s+[/-]\s+|\s{2,}/g;
const MIN_DIGITS = 7;
/** E.164 allows 15 digits; a leading international '00' adds two. */
const MAX_DIGITS = 17;
/** Dates people write next to phone numbers: 12.03.2015, 2015-03-12, 12/03/15. */
const DATE_LIKE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

function phoneHref(text: string): string | null {
  if (DATE_LIKE.test(text)) return null;
  const digits = dialledNumber(text).replace('+', '');
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return telHref(text);
}

/** Splits one candidate run into the numbers it holds, with their offsets inside the text. */
function numbersIn(run: string, offset: number): Array<{ text: string; start: number }> {
  const pieces: Array<{ text: string; start: number }> = [];
  let from = 0;
  for (const gap of [...run.matchAll(BETWEEN_NUMBERS), { index: run.length, 0: '' }]) {
    const raw = run.slice(from, gap.index);
    const lead = raw.length - raw.trimStart().length;
    let text = raw.trim();
    let start = offset + from + lead;
    // An opening parenthesis belongs to the number only when it closes inside it: '(555) 123 4567'.
    if (text.startsWith('(') && !text.includes(')')) {
      text = text.slice(1);
      start += 1;
    }
    if (text) pieces.push({ text, start });
    from = gap.index + gap[0].length;
  }
  return pieces;
}

export function splitPhoneNumbers(text: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    for (const piece of numbersIn(match[0], match.index)) {
      const href = phoneHref(piece.text);
      if (!href) continue;
      if (piece.start > last) parts.push({ kind: 'text', text: text.slice(last, piece.start) });
      parts.push({ kind: 'phone', text: piece.text, href });
      last = piece.start + piece.text.length;
    }
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
