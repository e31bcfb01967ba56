// Liveness and readiness for load balancers and orchestrators.
import { translatorFor } from '../../i18n/catalogue.ts';
import type { FastifyPluginAsync } from 'fastify';
import * as site from '#shared/endpoints/site.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { NotReadyError } from './health.service.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, site.liveness, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  route(app, site.readiness, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.deps.services.health.checkReady();
      return { status: 'ready' };
    } catch (error) {
      if (error instanceof NotReadyError) {
        return reply
          .code(503)
          .send({ status: 'shutting down', message: translatorFor(request.language)('errors.shuttingDown') });
      }
      request.log.warn({ err: error }, 'database not ready');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: translatorFor(request.language)('errors.unavailable') });
    }
  });
};
