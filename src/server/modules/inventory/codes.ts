// Unguessable bracelet codes (DESIGN §3): Crockford base32 (no I, L, O, U) from a CSPRNG.
import { randomBytes } from 'node:crypto';
import { ISSUED_PHYSICAL_ID_LENGTH, ISSUED_TAG_CODE_LENGTH } from '#shared/constants.ts';
import { CROCKFORD_ALPHABET } from '#shared/tag-code.ts';

/** `length` symbols; 32 divides 256, so `byte & 31` picks every symbol with equal chance. */
export function randomCrockford(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += CROCKFORD_ALPHABET[byte & 31];
  return out;
}

/** 12 characters = 60 bits: printed inside the bracelet, typed at /activate, the public page's address. */
export function generateUniqueCode(): string {
  return randomCrockford(ISSUED_TAG_CODE_LENGTH);
}

/** 16 characters = 80 bits: the bracelet number in the chip's URL when the chip's own id is not given. */
export function generatePhysicalId(): string {
  return randomCrockford(ISSUED_PHYSICAL_ID_LENGTH);
}
