// Whether a request bears the metrics token: `Authorization: Bearer <token>`, compared in constant
// time (both sides hashed first, so neither the length nor a common prefix shows in the timing).
import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer +(\S+) *$/i;

const digest = (value: string) => createHash('sha256').update(value).digest();

export function bearsToken(authorization: string | undefined, token: string): boolean {
  const presented = authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];
  // A missing token is compared too, against itself: every refusal takes the same path.
  return timingSafeEqual(digest(presented ?? ''), digest(token)) && presented !== undefined;
}
