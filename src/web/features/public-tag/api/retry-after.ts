// How long the server asks a responder to wait after a 429 (PIN tries, shares), in the page's words.

/** The answer's Retry-After in seconds; a minute when it is missing or unreadable. */
export const retryAfterSeconds = (res: Response): number => Number(res.headers.get('retry-after')) || 60;

/** Whole minutes to tell the responder, at least one. */
export const waitMinutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
