// Who opened a page, without keeping who they are: a hash of the address (an IPv6 one by its
// /64) and the page's code with a salt that changes every UTC day. With the code in it, one person's
// openings of two children's pages cannot be linked, and the merge's look-up needs no tag column. Not of the user agent: a flood changing its
// browser string each time was 510 "clients" and 510 mails; people sharing one address are one alert,
// which is acceptable. The salt is derived from the session secret, so every instance computes the same hash on the same day and none stores the salt; the database cannot link
// yesterday's hashes to today's (only a request within minutes of midnight computes both, to merge a
// reload across it). The raw address lives only as long as the request.
import { createHash, createHmac } from 'node:crypto';
import { countedAddress } from '../../lib/counted-address.ts';

/** The user agent only describes the device (device-description.ts); the hash leaves it out. */
export type ScanClient = { ip: string; userAgent: string | undefined };

/**
 * The last two days' salts: one HMAC a day per secret instead of one per page opened (the hot path);
 * two, because just after midnight yesterday's is asked for too.
 */
let salts: Array<{ day: string; secret: string; salt: Buffer }> = [];

function saltFor(day: string, secret: string): Buffer {
  let found = salts.find((entry) => entry.day === day && entry.secret === secret);
  if (!found) {
    found = { day, secret, salt: createHmac('sha256', secret).update(`scan-client-salt:${day}`).digest() };
    salts = [found, ...salts].slice(0, 2);
  }
  return found.salt;
}

/**
 * The client's hash of the neighbouring UTC day while `now` is within `windowMs` of midnight
 * (yesterday's just after it, tomorrow's just before it), else null: a visitor reloading at 00:02 is
 * the one of 23:58, whichever of the two openings reaches the database first.
 */
export function neighbourDayClientHash(
  client: ScanClient,
  code: string,
  now: Date,
  secret: string,
  windowMs: number,
): string | null {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const nextDay = dayStart + 24 * 60 * 60 * 1000;
  if (now.getTime() - dayStart < windowMs)
    return scanClientHash(client, code, new Date(dayStart - 1), secret);
  if (nextDay - now.getTime() <= windowMs) return scanClientHash(client, code, new Date(nextDay), secret);
  return null;
}

/** `code`: the page's code as queued (trimmed, upper case). */
export function scanClientHash(client: ScanClient, code: string, now: Date, secret: string): string {
  const salt = saltFor(now.toISOString().slice(0, 10), secret);
  // By the address as limits count it: a host rotating through its IPv6 /64 is one client.
  return createHash('sha256')
    .update(salt)
    .update(`${code}\0${countedAddress(client.ip)}`)
    .digest('base64url');
}
