// An id for one attempt at a step that must happen once (a refund): sent with each try of the same
// attempt, so the server and PayPal answer a repeat with the first result. crypto.getRandomValues works
// where crypto.randomUUID does not (an admin page served over plain HTTP on a shop's network).
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
