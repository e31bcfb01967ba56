// POST /api/tag/{code}/unlock (issue 17, decision 143): the tag's PIN shows its protected fields on
// that page load. Read only (no scan, no cache): the page stays as fast as it was. A wrong PIN counts
// against the tag (5 an hour, the PIN's 10^6 space stays out of reach) and against the address; it
// answers the same 403 whether or not the tag has protected fields.
import { timingSafeEqual } from 'node:crypto';
import type { UnlockResponse } from '#shared/schemas/tag.ts';
import { serverText } from '#shared/text.ts';
import type { Infra } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { HOUR_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';
import type { PublicTagService } from './public-tag.service.ts';
import { findProtectedFields } from './public-tag.repo.ts';

/** Wrong PINs for one tag, from anywhere (issue 17: "5 wrong per tag per hour"). */
export const WRONG_PIN_LIMIT_PER_TAG = { limit: 5, windowMs: HOUR_MS };
/** Wrong PINs from one address, over every tag: one address cannot try 5 on each of many tags. */
export const WRONG_PIN_LIMIT_PER_IP = { limit: 20, windowMs: HOUR_MS };

const wrongPinRules = (tagId: string, ip: string): RateLimitRule[] => [
  { key: `tag-pin:wrong:tag:${tagId}`, ...WRONG_PIN_LIMIT_PER_TAG },
  { key: `tag-pin:wrong:ip:${ip}`, ...WRONG_PIN_LIMIT_PER_IP },
];

/** Constant time for equal lengths; a PIN of another length is simply wrong. */
function samePin(typed: string, pin: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(pin);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Deps = Pick<Infra, 'db' | 'rateLimiter'> & {
  publicTag: Pick<PublicTagService, 'isPlausibleCode' | 'refuseUnknownCode'>;
};

export class PinUnlockService {
  constructor(private readonly deps: Deps) {}

  async unlock(rawCode: string, typedPin: string, ip: string): Promise<UnlockResponse> {
    const { db, rateLimiter, publicTag } = this.deps;
    const code = rawCode.trim().toUpperCase();
    const tag = publicTag.isPlausibleCode(code) ? await findProtectedFields(db, code) : null;
    if (!tag) return publicTag.refuseUnknownCode(ip, code);
    // Counted as wrong until found right: parallel guesses cannot outrun the limit.
    const notWrong = await rateLimiter.reserve(wrongPinRules(tag.id, ip));
    if (!samePin(typedPin, tag.pin)) throw forbidden(serverText.wrongPin);
    await notWrong();
    return { fields: tag.fields };
  }
}
