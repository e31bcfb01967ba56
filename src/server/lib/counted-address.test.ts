// Decision 003: every per-address limit counts an IPv6 /64 as one address, IPv4 as itself.
import { describe, expect, it } from 'vitest';
import { countedAddress } from './counted-address.ts';

describe('countedAddress', () => {
  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const counted = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff:ffff:ffff:fffe',
      '2001:0db8:00aa:0001:1234:5678:9abc:def0',
      '2001:DB8:AA:1::42',
    ].map(countedAddress);
    expect(new Set(counted)).toEqual(new Set(['2001:db8:aa:1::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(countedAddress('2001:db8:aa:2::1')).not.toBe(countedAddress('2001:db8:aa:1::1'));
    expect(countedAddress('2001:db8:ab:1::1')).not.toBe(countedAddress('2001:db8:aa:1::1'));
  });

  it('counts an IPv4 address as itself, also IPv4-mapped', () => {
    expect(countedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(countedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(countedAddress('203.0.113.10')).not.toBe(countedAddress('203.0.113.9'));
  });

  it('leaves what is not an address as it is', () => {
    expect(countedAddress('unknown')).toBe('unknown');
  });
});
