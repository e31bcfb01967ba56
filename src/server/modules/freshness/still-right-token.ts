// The reminder mail's "Still right" link (issue 34 part 3): anyone holding it may confirm one tag's
// data without signing in, for 60 days. token = base64url(payload).base64url(HMAC-SHA256(payload)),
// keyed with a key derived from the session secret (never the session key itself).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const STILL_RIGHT_LINK_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Well above a real token's length (about 120 characters): longer input is refused unread. */
export const STILL_RIGHT_TOKEN_MAX_LENGTH = 256;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type StillRightClaim = { tagId: string; remindedAt: Date; expiresAt: Date };
export type TokenReading =
  { ok: true; claim: StillRightClaim } | { ok: false; problem: 'invalid' | 'expired' };

export function stillRightKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('still-right').digest();
}

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signStillRight(key: Buffer, tagId: string, remindedAt: Date): string {
  const expiresAt = remindedAt.getTime() + STILL_RIGHT_LINK_DAYS * DAY_MS;
  const payload = Buffer.from(`${tagId}.${remindedAt.getTime()}.${expiresAt}`).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** Checks the signature (constant time) before reading anything in the payload, then the expiry. */
export function readStillRight(key: Buffer, token: string, now: Date): TokenReading {
  const invalid = { ok: false, problem: 'invalid' } as const;
  if (token.length > STILL_RIGHT_TOKEN_MAX_LENGTH) return invalid;
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0 || !BASE64URL.test(payload) || !BASE64URL.test(given))
    return invalid;
  const expected = signature(key, payload);
  const actual = Buffer.from(given, 'base64url');
  // Base64url has more than one spelling of some byte strings: only the canonical one is the token.
  if (actual.length !== expected.length || actual.toString('base64url') !== given) return invalid;
  if (!timingSafeEqual(actual, expected)) return invalid;
  const [tagId, reminded, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (!tagId || !UUID.test(tagId) || !/^\d+$/.test(reminded ?? '') || !/^\d+$/.test(expires ?? ''))
    return invalid;
  const claim = { tagId, remindedAt: new Date(Number(reminded)), expiresAt: new Date(Number(expires)) };
  if (now.getTime() >= claim.expiresAt.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, claim };
}
