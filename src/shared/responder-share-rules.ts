// The bounds of what a responder may send the parents, without zod: the public page's tiny
// script checks the form with these, and the server's schema (schemas/responder-share.ts) is built on them.
// The phone number's rule is phone-rules.ts, shared with lost mode.

export const SHARE_NAME_MAX_LENGTH = 100;
export const SHARE_MESSAGE_MAX_LENGTH = 500;
/** Metres. A phone without GPS reports a few kilometres; beyond 100 km the point says nothing useful. */
export const SHARE_ACCURACY_MAX_M = 100_000;
