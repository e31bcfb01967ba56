// Where a parent goes once signed in, registered or verified, when the page they started from asked for
// it: `?next=` carries the intent through /auth and /verify-email. Only a page of the
// client's own table that a parent's session opens is accepted, so the parameter never sends anyone off
// the site (`//host`, `https://host`, `/\host`, their encoded forms) nor to a page that does not exist.
import { matchClientRoute, routes, type ClientRouteKey } from './client-routes.ts';

export const NEXT_PARAM = 'next';

/** Longer than any page's address with its query; anything longer is not one of ours. */
const NEXT_MAX_LENGTH = 300;
/** A base no address of ours has: a path that leaves it named another host. */
const BASE = 'http://next-path.invalid';
/** The admin's pages are not a parent's next step. */
const NOT_NEXT: ReadonlySet<ClientRouteKey> = new Set(['admin', 'adminDashboard', 'adminOrder']);

/** `raw` as an address on this site to go to next, or null when it is anything else. */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > NEXT_MAX_LENGTH) return null;
  // One leading slash, no backslash (browsers read `/\host` as `//host`), no control characters.
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // The page is judged after the URL parser resolved dots and percent-encoded dots.
  const match = matchClientRoute(url.pathname);
  if (!match || match.route.access === 'signedOut' || NOT_NEXT.has(match.key)) return null;
  return `${url.pathname}${url.search}`;
}

/** `href` carrying `next` (already checked), or `href` alone when there is none. */
export function withNext(href: string, next: string | null | undefined): string {
  if (!next) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

/** The checked `next` of a page's query. */
export function nextPathOf(params: URLSearchParams): string | null {
  return safeNextPath(params.get(NEXT_PARAM));
}

/** Signed out, the landing page's "Activate a bracelet": register, verify, then activate. */
export const registerThenActivate = withNext(routes.register, routes.activate);
