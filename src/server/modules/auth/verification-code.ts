// E-mail verification codes (DESIGN §3): 6 digits from a CSPRNG, stored only as an HMAC keyed with the
// session secret and bound to the user, compared in constant time.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '#shared/constants.ts';

const CODE_SPACE = 10 ** VERIFICATION_CODE_LENGTH;

export function generateVerificationCode(): string {
  return String(randomInt(0, CODE_SPACE)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** Bound to the user id, so a stored hash cannot be replayed onto another account. */
export function hashVerificationCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');
}

export function verificationCodeMatches(
  secret: string,
  userId: string,
  code: string,
  storedHash: string,
): boolean {
  const candidate = Buffer.from(hashVerificationCode(secret, userId, code));
  const stored = Buffer.from(storedHash);
  // Both are base64url SHA-256 digests; a length mismatch only means a malformed stored value.
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
