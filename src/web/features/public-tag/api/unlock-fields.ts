// POST /api/tag/{code}/unlock: the PIN the parents gave shows the protected fields. A plain fetch,
// like the shares: the tag entry carries no query client, and names the contract by its type only.
import { endpointRef, pathOf, type AnswerOf } from '#shared/endpoints/endpoint.ts';
import type { unlockTag } from '#shared/endpoints/public-tag.ts';
import { retryAfterSeconds } from './retry-after.ts';
import { pageTagCode } from './share-with-parents.ts';

const unlockAt = endpointRef<typeof unlockTag>('POST', '/api/tag/:uniqueCode/unlock');

type Unlocked = AnswerOf<typeof unlockTag>;

export type UnlockResult =
  | { ok: true; fields: Unlocked['fields'] }
  | { ok: false; reason: 'wrong' | 'failed' }
  | { ok: false; reason: 'tooMany'; retryAfterSeconds: number };

export async function unlockFields(pin: string): Promise<UnlockResult> {
  const code = pageTagCode();
  if (!code) return { ok: false, reason: 'failed' };
  try {
    const res = await fetch(pathOf(unlockAt, { uniqueCode: code }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin }),
    });
    if (res.ok) return { ok: true, fields: ((await res.json()) as Unlocked).fields };
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
