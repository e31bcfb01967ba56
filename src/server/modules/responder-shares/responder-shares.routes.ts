// POST /api/tag/{code}/location and /contact (issue 16): public, like the page they are sent from;
// validated, limited per address and per tag, and the origin check applies as to every POST.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { chooseLanguage } from '#shared/i18n/negotiate-language.ts';
import { api } from '#shared/paths.ts';
import { contactShareSchema, locationShareSchema } from '#shared/schemas/responder-share.ts';
import { access } from '../../plugins/route-access.ts';
import { parseInput } from '../../validation.ts';
import type { Responder } from './responder-shares.service.ts';

type ShareRequest = { Params: { uniqueCode: string }; Body: unknown };
/** The code is the page's key: keep it out of the access log, as the page does. */
const QUIET = { logLevel: 'warn', ...access.public } as const;
const NO_STORE = { 'cache-control': 'no-store' };

const responderOf = (request: FastifyRequest): Responder => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  acceptLanguage: chooseLanguage(request.headers['accept-language']),
});

export const responderSharesRoutes: FastifyPluginAsync = async (app) => {
  const service = app.deps.services.responderShares;

  app.post<ShareRequest>(api.publicTagLocation, QUIET, async (request, reply) => {
    const share = parseInput(locationShareSchema, request.body);
    await service.shareLocation(request.params.uniqueCode, responderOf(request), share);
    return reply.code(202).headers(NO_STORE).send({ shared: 'location' });
  });

  app.post<ShareRequest>(api.publicTagContact, QUIET, async (request, reply) => {
    const share = parseInput(contactShareSchema, request.body);
    await service.shareContact(request.params.uniqueCode, responderOf(request), share);
    return reply.code(202).headers(NO_STORE).send({ shared: 'contact' });
  });
};
