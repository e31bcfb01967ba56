// PUT /api/language: the language switch. Public: the cookie is the choice, for anyone. A signed-in
// parent's choice is also saved on the account; an admin's stays in the cookie. Without a session
// cookie it touches no database, so the switch works while the database is down.
import type { FastifyPluginAsync } from 'fastify';
import * as site from '#shared/endpoints/site.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { loadCurrentUser } from '../../plugins/session.ts';
import { setLanguageCookie } from './language-cookie.ts';

export const languageRoutes: FastifyPluginAsync = async (app) => {
  const { config, services } = app.deps;

  route(app, site.setLanguage, async (request, reply) => {
    const { language } = request.body;
    setLanguageCookie(reply, config, language);
    const user = await loadCurrentUser(request, reply);
    if (user) await services.language.saveForUser(user.id, language);
    return reply.header('cache-control', 'no-store').send({ language });
  });
};
