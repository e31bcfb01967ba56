// What a responder sends the parents from the public page: POST /api/tag/{code}/location and
// /contact. A plain fetch: the tag entry carries no query client, and names the contracts by their
// types only, which keeps zod out of it. The code is the page's own, read from its address
// (/tag/{code}) when the responder taps.
import { endpointRef, pathOf, type BodyInputOf } from '#shared/endpoints/endpoint.ts';
import type {
  shareContact as contactEndpoint,
  shareLocation as locationEndpoint,
} from '#shared/endpoints/public-tag.ts';
import { retryAfterSeconds, waitMinutes } from './retry-after.ts';

const locationAt = endpointRef<typeof locationEndpoint>('POST', '/api/tag/:uniqueCode/location');
const contactAt = endpointRef<typeof contactEndpoint>('POST', '/api/tag/:uniqueCode/contact');

/** Refused: the fields the server named, and on 429 how long it asks the responder to wait. */
export type ShareResult = { ok: true } | { ok: false; fields: string[]; retryAfterSeconds?: number };

/** What the page says about a refused share: the wait the server asked for, else a plain failure. */
export type ShareRefusal = 'failed' | { waitMinutes: number };

export const refusal = (result: ShareResult): ShareRefusal =>
  !result.ok && result.retryAfterSeconds !== undefined
    ? { waitMinutes: waitMinutes(result.retryAfterSeconds) }
    : 'failed';

/** The code of the public page this script runs on. */
export function pageTagCode(pathname: string = window.location.pathname): string | null {
  const match = /^\/tag\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

async function post(endpoint: typeof locationAt | typeof contactAt, body: unknown): Promise<ShareResult> {
  const code = pageTagCode();
  if (!code) return { ok: false, fields: [] };
  try {
    const res = await fetch(pathOf(endpoint, { uniqueCode: code }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return { ok: true };
    if (res.status === 429) return { ok: false, fields: [], retryAfterSeconds: retryAfterSeconds(res) };
    const answer = (await res.json().catch(() => ({}))) as { errors?: Record<string, unknown> };
    return { ok: false, fields: Object.keys(answer.errors ?? {}) };
  } catch {
    return { ok: false, fields: [] };
  }
}

export const shareLocation = (position: BodyInputOf<typeof locationEndpoint>) => post(locationAt, position);

export const shareContact = (contact: BodyInputOf<typeof contactEndpoint>) => post(contactAt, contact);
