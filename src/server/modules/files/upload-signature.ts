// The local-disk upload URL (DESIGN §3): our own PUT endpoint, signed with an HMAC of the ticket,
// its expiry, type and size limit (SESSION_SECRET), so a URL cannot be altered or forged.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as filesApi from '#shared/endpoints/files.ts';

export type UploadTicketClaims = {
  ticketId: string;
  expiresAt: number;
  contentType: string;
  maxBytes: number;
};

function sign(secret: string, claims: UploadTicketClaims): string {
  const payload = ['upload', claims.ticketId, claims.expiresAt, claims.contentType, claims.maxBytes].join(
    '\n',
  );
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signedUploadUrl(secret: string, claims: UploadTicketClaims): string {
  const query = new URLSearchParams({ expires: String(claims.expiresAt), signature: sign(secret, claims) });
  return `${pathOf(filesApi.uploadFile, { ticket: claims.ticketId })}?${query.toString()}`;
}

export function verifyUploadSignature(secret: string, claims: UploadTicketClaims, given: string): boolean {
  const expected = Buffer.from(sign(secret, claims));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
