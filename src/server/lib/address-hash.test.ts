import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../infra/rate-limit/rate-limiter.ts';
import { addressHasher } from './address-hash.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('addressHasher', () => {
  const hash = addressHasher(SECRET);

  it('gives the hash the rate limiter stores, so a log line matches its counter (decision 003)', () => {
    const limiter = new RateLimiter({ db: undefined as never, clock: undefined as never, secret: SECRET });
    for (const address of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8:1:2::a', '2001:db8:1:2:ffff::b']) {
      expect(limiter.storedKey(`login:ip:${address}`)).toBe(`login:ip:${hash(address)}`);
    }
  });

  it('counts an IPv6 host by its /64 and an IPv4-mapped address as the IPv4 one', () => {
    expect(hash('2001:db8:1:2::a')).toBe(hash('2001:db8:1:2:ffff::b'));
    expect(hash('2001:db8:1:3::a')).not.toBe(hash('2001:db8:1:2::a'));
    expect(hash('::ffff:203.0.113.9')).toBe(hash('203.0.113.9'));
    expect(hash('203.0.113.9')).not.toBe(hash('203.0.113.10'));
  });

  it('depends on the secret and never contains the address', () => {
    expect(addressHasher(`${SECRET}x`)('203.0.113.9')).not.toBe(hash('203.0.113.9'));
    expect(hash('203.0.113.9')).not.toContain('203.0.113');
  });
});
