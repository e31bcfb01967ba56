// Is a public URL one that only this machine or its local network can open? Bracelet chips carry
// activation links to PUBLIC_URL, so the CLI refuses such a base and the admin's Bracelets tab warns
// (decision 015). The IP ranges are ipaddr.js's, by their RFC names.
import ipaddr from 'ipaddr.js';

/** Ranges no phone on the internet reaches: this host, private and link-local networks, and the like. */
const LOCAL_RANGES = new Set([
  'unspecified',
  'loopback',
  'private',
  'linkLocal',
  'carrierGradeNat',
  'uniqueLocal',
  'deprecatedSiteLocal',
  'broadcast',
  'multicast',
  'reserved',
]);

/** localhost (RFC 6761), mDNS names (RFC 6762), home networks (RFC 8375) and private-use names. */
const LOCAL_NAME = /(^|\.)(localhost|local|home\.arpa|internal|lan)$/;

export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (ipaddr.isValid(host)) return LOCAL_RANGES.has(ipaddr.process(host).range());
  // A name without a dot resolves only on a local network (or not at all).
  return !host.includes('.') || LOCAL_NAME.test(host);
}
