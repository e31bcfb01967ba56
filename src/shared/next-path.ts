// Where a page sends the parent once they are done (issue 29: a password reset started in the bracelet
// wizard returns to that bracelet). Only an app page's own path is accepted: never `//host`, a scheme,
// a backslash, a query or a fragment, so a crafted link cannot send anyone to another site.
import { matchClientRoute } from './client-routes.ts';

/** The query parameter (and fragment key) that carries it. */
export const NEXT_PARAM = 'next';

const NEXT_MAX = 200;
const PATH_ONLY = /^\/(?!\/)[A-Za-z0-9\-._~%/:]*$/;

/** The path when it is a page of the app a signed-in parent may open, else null. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > NEXT_MAX || !PATH_ONLY.test(value)) return null;
  const match = matchClientRoute(value);
  return match && match.route.access !== 'signedOut' ? value : null;
}

/** `path` with the page to return to, when there is one. */
export function withNext(path: string, next: string | null | undefined): string {
  if (!next) return path;
  const query = new URLSearchParams({ [NEXT_PARAM]: next }).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
