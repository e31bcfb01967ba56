// GET /api/messages/{language}: the browser's texts in one language, parsed (decision 019). The page
// names the current version (`?v=`), so that address is cached for a year; any other is not cached.
// Needs no database: the app's pages keep their words while it restarts.
import type { FastifyPluginAsync } from 'fastify';
import { isLanguage } from '#shared/i18n/languages.ts';
import { translatorFor, browserCatalogue } from '../../i18n/catalogue.ts';
import { access } from '../../plugins/route-access.ts';

export const messagesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { language: string }; Querystring: { v?: unknown } }>(
    '/api/messages/:language',
    access.public,
    async (request, reply) => {
      const { language } = request.params;
      if (!isLanguage(language)) {
        return reply.code(404).send({ message: translatorFor(request.language)('errors.notFound') });
      }
      const catalogue = browserCatalogue(language);
      const current = request.query.v === catalogue.version;
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('etag', `"${catalogue.version}"`)
        .send(catalogue.json);
    },
  );
};
