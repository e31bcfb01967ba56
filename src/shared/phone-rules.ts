// What counts as a phone number someone can call back (a responder's number, the parents'
// number in lost mode). Without zod: the public page's tiny script checks with it too.

export const PHONE_MAX_LENGTH = 30;
/** A short emergency or service line is a number too. */
export const PHONE_MIN_DIGITS = 3;
/** E.164's longest number; an international prefix typed as 00 is not part of it. */
export const PHONE_MAX_DIGITS = 15;

const PHONE_CHARACTERS = /^[\d +().-]+$/;
/** '+44 (0)20 …', '0044 (0)20 …': the bracketed trunk zero is not dialled after a country code. */
const TRUNK_ZERO_AFTER_COUNTRY_CODE = /^(\(?(?:\+|00)\d{1,3}\)?)\s*\(0\)/;

/** What a phone dials: a leading '+' when the number has one, then its digits, '(0)' left out. */
export function dialledNumber(phone: string): string {
  const dialled = phone.trim().replace(TRUNK_ZERO_AFTER_COUNTRY_CODE, '$1');
  return `${/^\(?\+/.test(dialled) ? '+' : ''}${dialled.replace(/\D/g, '')}`;
}

/** The one way a typed number becomes a link: on the public page, in the mails, on the history screen. */
export function telHref(phone: string): string {
  return `tel:${dialledNumber(phone)}`;
}

/** The digits of the number itself: a leading 00 (international call prefix) does not count. */
export function phoneDigitCount(phone: string): number {
  const digits = dialledNumber(phone).replace('+', '');
  return digits.startsWith('00') ? digits.length - 2 : digits.length;
}

/** Digits and what people type between them (spaces, + ( ) - .), 3 to 15 digits (trimmed first). */
export function isPlausiblePhone(phone: string): boolean {
  const digits = phoneDigitCount(phone);
  return (
    phone.length <= PHONE_MAX_LENGTH &&
    PHONE_CHARACTERS.test(phone) &&
    digits >= PHONE_MIN_DIGITS &&
    digits <= PHONE_MAX_DIGITS
  );
}

/** No-break spaces: a narrow screen moves the number to the next line whole, never splits it. */
export function keepOnOneLine(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
