import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET } from '#shared/tag-code.ts';
import { generatePhysicalId, generateUniqueCode } from './codes.ts';

const CROCKFORD = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]+$/;

describe('bracelet codes', () => {
  it('the alphabet is Crockford base32: 32 symbols without I, L, O and U', () => {
    expect(new Set(CROCKFORD_ALPHABET).size).toBe(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('a unique code is 12 Crockford characters; a physical id 16', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateUniqueCode();
      const physicalId = generatePhysicalId();
      expect(code).toHaveLength(12);
      expect(code).toMatch(CROCKFORD);
      expect(physicalId).toHaveLength(16);
      expect(physicalId).toMatch(CROCKFORD);
    }
  });

  it('codes do not repeat and every symbol is about equally likely (no modulo bias)', () => {
    const codes = Array.from({ length: 10_000 }, generateUniqueCode);
    expect(new Set(codes).size).toBe(codes.length);
    const counts = new Map<string, number>();
    for (const code of codes) for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (codes.length * 12) / 32; // 3750; one standard deviation is about 60
    for (const [symbol, n] of counts) {
      expect(Math.abs(n - expected), symbol).toBeLessThan(expected * 0.15);
    }
  });
});
