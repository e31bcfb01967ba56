// What a responder sends the parents from the public page (issue 16): POST /api/tag/{code}/location
// and /contact. A plain fetch: the tag entry carries no query client. The code is the page's own,
// read from its address (/tag/{code}) when the responder taps.
import { api, apiPath } from '#shared/paths.ts';
import { retryAfterSeconds, waitMinutes } from './retry-after.ts';

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

async function post(path: string, body: unknown): Promise<ShareResult> {
  const code = pageTagCode();
  if (!code) return { ok: false, fields: [] };
  try {
    const res = await fetch(apiPath(path, { uniqueCode: code }), {
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

export const shareLocation = (position: { latitude: number; longitude: number; accuracy: number }) =>
  post(api.publicTagLocation, position);

export const shareContact = (contact: { name: string; phone: string; message: string }) =>
  post(api.publicTagContact, contact);
