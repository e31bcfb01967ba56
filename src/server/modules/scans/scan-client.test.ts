import { describe, expect, it } from 'vitest';
import { neighbourDayClientHash, scanClientHash } from './scan-client.ts';

const secret = 'a-test-secret-of-enough-length';
const CODE = 'SKT7K2M9Q4';
const phone = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0' };

describe('scanClientHash', () => {
  it('is the same for the same client on the same UTC day', () => {
    const morning = scanClientHash(phone, CODE, new Date('2026-11-23T00:05:00Z'), secret);
    expect(scanClientHash(phone, CODE, new Date('2026-11-23T23:55:00Z'), secret)).toBe(morning);
  });

  it('changes with the day, the address and the secret, not with the user agent (issue 28)', () => {
    const base = scanClientHash(phone, CODE, new Date('2026-11-23T12:00:00Z'), secret);
    expect(scanClientHash(phone, CODE, new Date('2026-11-24T12:00:00Z'), secret)).not.toBe(base);
    expect(
      scanClientHash({ ...phone, ip: '203.0.113.8' }, CODE, new Date('2026-11-23T12:00:00Z'), secret),
    ).not.toBe(base);
    expect(
      scanClientHash({ ...phone, userAgent: 'curl/8' }, CODE, new Date('2026-11-23T12:00:00Z'), secret),
    ).toBe(base);
    expect(scanClientHash(phone, CODE, new Date('2026-11-23T12:00:00Z'), `${secret}x`)).not.toBe(base);
  });

  it("is the page's own: one person's openings of two children's pages cannot be linked", () => {
    const at = new Date('2026-11-23T12:00:00Z');
    expect(scanClientHash(phone, 'SKT7K2M9Q5', at, secret)).not.toBe(scanClientHash(phone, CODE, at, secret));
  });

  it('counts an IPv6 host by its /64 and an IPv4-mapped address as the IPv4 one', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    const host = (ip: string) => scanClientHash({ ...phone, ip }, CODE, at, secret);
    expect(host('2001:db8:1:2::a')).toBe(host('2001:db8:1:2:ffff::b'));
    expect(host('2001:db8:1:3::a')).not.toBe(host('2001:db8:1:2::a'));
    expect(host('::ffff:203.0.113.7')).toBe(host('203.0.113.7'));
  });

  it('never contains the address', () => {
    expect(scanClientHash(phone, CODE, new Date('2026-11-23T12:00:00Z'), secret)).not.toContain('203.0.113');
  });
});

describe('neighbourDayClientHash', () => {
  const TEN_MINUTES = 10 * 60_000;

  it("is tomorrow's hash during the last minutes before UTC midnight", () => {
    const earlyTomorrow = scanClientHash(phone, CODE, new Date('2026-11-24T00:02:00Z'), secret);
    expect(neighbourDayClientHash(phone, CODE, new Date('2026-11-23T23:58:00Z'), secret, TEN_MINUTES)).toBe(
      earlyTomorrow,
    );
    expect(
      neighbourDayClientHash(phone, CODE, new Date('2026-11-23T23:49:00Z'), secret, TEN_MINUTES),
    ).toBeNull();
  });

  it("is yesterday's hash during the first minutes after UTC midnight, then null", () => {
    const lateYesterday = scanClientHash(phone, CODE, new Date('2026-11-23T23:58:00Z'), secret);
    expect(neighbourDayClientHash(phone, CODE, new Date('2026-11-24T00:02:00Z'), secret, TEN_MINUTES)).toBe(
      lateYesterday,
    );
    expect(
      neighbourDayClientHash(phone, CODE, new Date('2026-11-24T00:10:00Z'), secret, TEN_MINUTES),
    ).toBeNull();
    expect(
      neighbourDayClientHash(phone, CODE, new Date('2026-11-24T12:00:00Z'), secret, TEN_MINUTES),
    ).toBeNull();
  });
});
