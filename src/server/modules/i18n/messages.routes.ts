// GET /api/messages/{language}: the browser's texts in one language, parsed (decision 019). The page
// names the current version (`?v=`), so that address is cached for a year; any other is not cached.
// Needs no database: the app's pages keep their words while it restarts.
import type { FastifyPluginAsync } from 'fastify';
import * as site from '#shared/endpoints/site.ts';
import { browserCatalogue } from '../../i18n/catalogue.ts';
import { route } from '../../plugins/endpoint-route.ts';

export const messagesRoutes: FastifyPluginAsync = async (app) => {
  route(app, site.messages, async (request, reply) => {
    const catalogue = browserCatalogue(request.params.language);
    const current = request.query.v === catalogue.version;
    // Sent as parsed at start-up: the same bytes for every request.
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('etag', `"${catalogue.version}"`)
      .send(catalogue.json);
  });
};
