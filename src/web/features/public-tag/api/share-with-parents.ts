// The responder's location for the parents: POST /api/tag/{code}/location, from the page's island. A
// plain fetch, naming the contract by its type only, which keeps zod out of the page's script. (The
// call-back number is the page's own form, posted to /tag/{code}/contact: issue 35.)
import { endpointRef, pathOf, type BodyInputOf } from '#shared/endpoints/endpoint.ts';
import type { shareLocation as locationEndpoint } from '#shared/endpoints/public-tag.ts';
import { retryAfterSeconds, waitMinutes } from './retry-after.ts';

const locationAt = endpointRef<typeof locationEndpoint>('POST', '/api/tag/:uniqueCode/location');

/** Sent, or refused: on 429 with the minutes the server asks the responder to wait. */
export type ShareResult = { ok: true } | { ok: false; waitMinutes?: number };

export async function shareLocation(
  code: string,
  position: BodyInputOf<typeof locationEndpoint>,
): Promise<ShareResult> {
  try {
    const res = await fetch(pathOf(locationAt, { uniqueCode: code }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(position),
    });
    if (res.ok) return { ok: true };
    return res.status === 429
      ? { ok: false, waitMinutes: waitMinutes(retryAfterSeconds(res)) }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}
