// What a per-address limit counts as one address (decision 160): an IPv4 address as itself (also when
// it arrives IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64, since one subscriber or host is
// given a whole /64 and could otherwise take a fresh address for every request.
import ipaddr from 'ipaddr.js';

const IPV6_PREFIX_GROUPS = 4;

export function countedAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, IPV6_PREFIX_GROUPS);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}
