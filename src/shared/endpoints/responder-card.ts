// The owner's QR code (SVG for the dashboard, PNG for stickers) and printable emergency card (SPEC §7).
import { cardQuerySchema } from '../schemas/emergency-card.ts';
import { tagIdParams } from './common.ts';
import { endpoint } from './endpoint.ts';

export const tagQrSvg = endpoint({
  method: 'GET',
  path: '/api/tags/:tagId/qr.svg',
  access: 'verified',
  summary: "The tag's QR code, leading to its public page",
  params: tagIdParams,
  response: 'image/svg+xml',
  notFound: 'errors.tagNotFound',
});

export const tagQrPng = endpoint({
  method: 'GET',
  path: '/api/tags/:tagId/qr.png',
  access: 'verified',
  summary: "The tag's QR code as a PNG to print on a sticker",
  params: tagIdParams,
  response: 'image/png',
  notFound: 'errors.tagNotFound',
});

/** Printed in the request's language; `?layout=sheet` gives an A4 sheet of cards. */
export const tagCardPdf = endpoint({
  method: 'GET',
  path: '/api/tags/:tagId/card.pdf',
  access: 'verified',
  summary: "The tag's printable emergency card",
  params: tagIdParams,
  query: cardQuerySchema,
  response: 'application/pdf',
  notFound: 'errors.tagNotFound',
});
