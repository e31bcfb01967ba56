// POST /api/tag/{code}/unlock (issue 17): the PIN the parents gave shows the protected fields. A plain
// fetch, like the shares: the tag entry carries no query client.
import { api, apiPath } from '#shared/paths.ts';
import type { EmergencyField } from '#shared/schemas/tag.ts';
import { retryAfterSeconds } from './retry-after.ts';
import { pageTagCode } from './share-with-parents.ts';

export type UnlockResult =
  | { ok: true; fields: EmergencyField[] }
  | { ok: false; reason: 'wrong' | 'failed' }
  | { ok: false; reason: 'tooMany'; retryAfterSeconds: number };

export async function unlockFields(pin: string): Promise<UnlockResult> {
  const code = pageTagCode();
  if (!code) return { ok: false, reason: 'failed' };
  try {
    const res = await fetch(apiPath(api.publicTagUnlock, { uniqueCode: code }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin }),
    });
    if (res.ok) return { ok: true, fields: ((await res.json()) as { fields: EmergencyField[] }).fields };
    if (res.status === 429) {
      return {
        ok: false,
        reason: 'tooMany',
        retryAfterSeconds: retryAfterSeconds(res),
      };
    }
    return { ok: false, reason: res.status === 403 || res.status === 400 ? 'wrong' : 'failed' };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
