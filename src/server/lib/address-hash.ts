// A client address as it may be kept: a keyed hash (decision 003). Rate-limit counters store it and the
// request log shows it (decision 003), so a log line and a counter of one address can be matched,
// while neither can be turned back into the address without SESSION_SECRET.
import { createHmac } from 'node:crypto';
import { countedAddress } from './counted-address.ts';

export type AddressHasher = (address: string) => string;

/**
 * Every instance with the same secret hashes one address the same way; an IPv6 address by its /64
 * (countedAddress), so the log's hash of a request is the one its rate-limit counters carry.
 */
export function addressHasher(secret: string): AddressHasher {
  const key = createHmac('sha256', secret).update('rate-limit-address').digest();
  return (address) =>
    createHmac('sha256', key).update(countedAddress(address)).digest('base64url').slice(0, 22);
}
