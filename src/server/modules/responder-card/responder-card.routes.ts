// The owner's QR code (SVG for the dashboard, PNG for stickers) and printable emergency card, printed
// in the request's language. Owner only: another parent's tag answers 404 like every tag route. Health
// data: never stored by browsers or proxies.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { NonJsonAnswer } from '#shared/endpoints/endpoint.ts';
import * as endpoints from '#shared/endpoints/responder-card.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';
import type { Download } from './responder-card.service.ts';

/** The file as its contract's type; `inline` opens in the browser (the PDF viewer prints it), `attachment` saves it. */
function send(
  reply: FastifyReply,
  { response }: { response: NonJsonAnswer },
  file: Download,
  disposition?: 'inline' | 'attachment',
) {
  reply.header('cache-control', 'private, no-store').type(response);
  if (disposition) reply.header('content-disposition', `${disposition}; filename="${file.fileName}"`);
  return reply.send(file.body);
}

export const responderCardRoutes: FastifyPluginAsync = async (app) => {
  const service = app.deps.services.responderCard;

  route(app, endpoints.tagQrSvg, async (request, reply) =>
    send(reply, endpoints.tagQrSvg, await service.qrSvg(userOf(request).id, request.params.tagId)),
  );

  route(app, endpoints.tagQrPng, async (request, reply) =>
    send(
      reply,
      endpoints.tagQrPng,
      await service.qrPng(userOf(request).id, request.params.tagId),
      'attachment',
    ),
  );

  route(app, endpoints.tagCardPdf, async (request, reply) => {
    const { tagId } = request.params;
    const card = await service.card(userOf(request).id, tagId, request.query.layout, request.language);
    return send(reply, endpoints.tagCardPdf, card, 'inline');
  });
};
