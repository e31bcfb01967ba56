// Who opened a page, without keeping who they are (issue 16): a hash of the address and the user
// agent with a salt that changes every UTC day. The salt is derived from the session secret, so every
// instance computes the same hash on the same day and none stores the salt; yesterday's hashes cannot be
// linked to today's. The raw address lives only as long as the request.
import { createHash, createHmac } from 'node:crypto';

export type ScanClient = { ip: string; userAgent: string | undefined };

/** The last day's salt: one HMAC a day per secret instead of one per page opened (the hot path). */
let lastSalt: { day: string; secret: string; salt: Buffer } | undefined;

function saltFor(day: string, secret: string): Buffer {
  if (lastSalt?.day !== day || lastSalt.secret !== secret) {
    lastSalt = { day, secret, salt: createHmac('sha256', secret).update(`scan-client-salt:${day}`).digest() };
  }
  return lastSalt.salt;
}

export function scanClientHash(client: ScanClient, now: Date, secret: string): string {
  const salt = saltFor(now.toISOString().slice(0, 10), secret);
  // One update of the joined text: the same bytes (and hash) as three, at half the cost on the hot path.
  return createHash('sha256')
    .update(salt)
    .update(`${client.ip}\n${client.userAgent ?? ''}`)
    .digest('base64url');
}
