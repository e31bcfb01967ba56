// The buyer's order page needs no sign-in: its link carries an HMAC of the order id (SESSION_SECRET),
// so only the mails we sent hold it. A changed signature answers as an unknown order.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 32 base64url characters: 192 bits of the HMAC, short enough for a mail link. */
const SIGNATURE_LENGTH = 32;

export function orderSignature(secret: string, orderId: string): string {
  return createHmac('sha256', secret)
    .update(`order-link\n${orderId.toLowerCase()}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

export function verifyOrderSignature(secret: string, orderId: string, given: string): boolean {
  const expected = Buffer.from(orderSignature(secret, orderId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The page's path (client route `/order/:id/:signature`). */
export function buyerOrderPath(secret: string, orderId: string): string {
  return `/order/${orderId}/${orderSignature(secret, orderId)}`;
}

/** The absolute link for a mail. */
export function buyerOrderUrl(publicUrl: string, secret: string, orderId: string): string {
  return `${publicUrl}${buyerOrderPath(secret, orderId)}`;
}
