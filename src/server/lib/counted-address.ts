// What counts as one client address (decision 003): an IPv4 address as itself (also when it arrives
// IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64, since one subscriber or host is given a
// whole /64 and could otherwise take a fresh address for every request. Rate limits, the request log
// and the scan client's hash all count by it.
import ipaddr from 'ipaddr.js';

const IPV6_PREFIX_GROUPS = 4;

export function countedAddress(address: string): string {
  // The common case, on the public page's path: a plain IPv4 address as Node gives it.
  if (!address.includes(':')) return address;
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, IPV6_PREFIX_GROUPS);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}
