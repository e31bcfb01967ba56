// How long the server asks a responder to wait after a 429 (the location share), in the page's words.
export { waitMinutes } from '#shared/wait-time.ts';

/** The answer's Retry-After in seconds; a minute when it is missing or unreadable. */
export const retryAfterSeconds = (res: Response): number => Number(res.headers.get('retry-after')) || 60;
