// The owner's QR code (SVG for the dashboard, PNG for stickers) and printable emergency card (issue 15).
// The card is printed in the request's language (issue 30). Owner only: another parent's tag answers 404 like every tag route. Health data: never stored by
// browsers or proxies.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { api } from '#shared/paths.ts';
import { cardQuerySchema } from '#shared/schemas/emergency-card.ts';
import { access } from '../../plugins/route-access.ts';
import { userOf } from '../../plugins/session.ts';
import { parseInput } from '../../validation.ts';
import type { Download } from './responder-card.service.ts';

type TagRequest = { Params: { tagId: string } };
type CardRequest = TagRequest & { Querystring: unknown };

/** `inline` opens in the browser (the PDF viewer prints it); `attachment` saves the file. */
function send(reply: FastifyReply, type: string, file: Download, disposition?: 'inline' | 'attachment') {
  reply.header('cache-control', 'private, no-store').type(type);
  if (disposition) reply.header('content-disposition', `${disposition}; filename="${file.fileName}"`);
  return reply.send(file.body);
}

export const responderCardRoutes: FastifyPluginAsync = async (app) => {
  const service = app.deps.services.responderCard;

  app.get<TagRequest>(api.tagQrSvg, access.verified, async (request, reply) =>
    send(reply, 'image/svg+xml', await service.qrSvg(userOf(request).id, request.params.tagId)),
  );

  app.get<TagRequest>(api.tagQrPng, access.verified, async (request, reply) =>
    send(reply, 'image/png', await service.qrPng(userOf(request).id, request.params.tagId), 'attachment'),
  );

  app.get<CardRequest>(api.tagCardPdf, access.verified, async (request, reply) => {
    const { layout } = parseInput(cardQuerySchema, request.query);
    const card = await service.card(userOf(request).id, request.params.tagId, layout, request.language);
    return send(reply, 'application/pdf', card, 'inline');
  });
};
