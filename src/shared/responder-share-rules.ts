// The bounds of what a responder may send the parents (issue 16), without zod: the public page's tiny
// script checks the form with these, and the server's schema (schemas/responder-share.ts) is built on them.

export const SHARE_NAME_MAX_LENGTH = 100;
export const SHARE_PHONE_MIN_LENGTH = 3;
export const SHARE_PHONE_MAX_LENGTH = 30;
export const SHARE_MESSAGE_MAX_LENGTH = 500;
/** Metres. A phone without GPS reports a few kilometres; beyond 100 km the point says nothing useful. */
export const SHARE_ACCURACY_MAX_M = 100_000;

/** Digits, spaces and + ( ) - . only, with at least three digits. */
export const SHARE_PHONE_PATTERN = /^(?=(?:\D*\d){3})[\d +().-]+$/;

/** A number the parents can call back (after trimming). */
export function isPlausiblePhone(phone: string): boolean {
  return (
    phone.length >= SHARE_PHONE_MIN_LENGTH &&
    phone.length <= SHARE_PHONE_MAX_LENGTH &&
    SHARE_PHONE_PATTERN.test(phone)
  );
}
