import { describe, expect, it } from 'vitest';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-code.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const USER = '5d0c3b1e-8a4f-4c55-9d1e-2f7a6b3c9e01';

describe('verification codes', () => {
  it('are 6 digits, zero-padded, spread over the whole space', () => {
    const codes = Array.from({ length: 5000 }, generateVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(4900);
    // Leading digits all occur: no bias towards large numbers from missing padding.
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('are stored as an HMAC that never contains the code and is bound to the user and the secret', () => {
    const hash = hashVerificationCode(SECRET, USER, '012345');
    expect(hash).not.toContain('012345');
    expect(hash).toBe(hashVerificationCode(SECRET, USER, '012345'));
    expect(hash).not.toBe(hashVerificationCode(SECRET, 'another-user', '012345'));
    expect(hash).not.toBe(hashVerificationCode(`${SECRET}x`, USER, '012345'));
  });

  it('match only the exact code of that user', () => {
    const stored = hashVerificationCode(SECRET, USER, '012345');
    expect(verificationCodeMatches(SECRET, USER, '012345', stored)).toBe(true);
    expect(verificationCodeMatches(SECRET, USER, '012346', stored)).toBe(false);
    expect(verificationCodeMatches(SECRET, USER, '12345', stored)).toBe(false);
    expect(verificationCodeMatches(SECRET, 'another-user', '012345', stored)).toBe(false);
    expect(verificationCodeMatches(SECRET, USER, '012345', 'malformed')).toBe(false);
  });
});
