// POST /api/tag/{code}/location and /contact: public, like the page they are sent from; validated by
// their contracts, limited per address and per tag, and the origin check applies as to every POST.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as publicTag from '#shared/endpoints/public-tag.ts';
import { chooseLanguage } from '#shared/i18n/negotiate-language.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { keepOutOfAccessLog } from '../../plugins/quiet-routes.ts';
import type { Responder } from './responder-shares.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

const responderOf = (request: FastifyRequest): Responder => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  acceptLanguage: chooseLanguage(request.headers['accept-language']),
});

export const responderSharesRoutes: FastifyPluginAsync = async (app) => {
  const service = app.deps.services.responderShares;
  keepOutOfAccessLog(app);

  route(app, publicTag.shareLocation, async (request, reply) => {
    await service.shareLocation(request.params.uniqueCode, responderOf(request), request.body);
    return reply.code(202).headers(NO_STORE).send({ shared: 'location' });
  });

  route(app, publicTag.shareContact, async (request, reply) => {
    await service.shareContact(request.params.uniqueCode, responderOf(request), request.body);
    return reply.code(202).headers(NO_STORE).send({ shared: 'contact' });
  });
};
