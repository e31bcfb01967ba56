// The HTML pages of the client app (SPEC §2): every GET that is not an API call, an asset or a
// server-rendered page gets the app shell, with the current user and whether an admin is signed in
// embedded so no loading flash and no extra round trip is needed. Unknown pages answer 404 (the client shows 'Page Not Found').
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { matchClientRoute } from '#shared/client-routes.ts';
import * as site from '#shared/endpoints/site.ts';
import { queryKeys, type EmbeddedState } from '#shared/paths.ts';
import { i18nState, translatorFor } from '../../i18n/catalogue.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { loadCurrentAdmin, loadCurrentUser } from '../../plugins/session.ts';
import { renderAppDocument, siteInfo } from '../../render/document.ts';
import { renderLandingPage } from './landing-page.ts';

const DESCRIPTION =
  'NFC emergency bracelets for children: first responders tap the bracelet and see the emergency information.';

export const pagesRoutes: FastifyPluginAsync = async (app) => {
  route(app, site.appPage, appPageAnswer);
};

/**
 * The answer of `GET /*`: a page, or 404 for one the client does not know. Also the answer of a route
 * that must look absent to a caller it refuses (/metrics without its token).
 */
export async function appPageAnswer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const app = request.server;
  const { assets } = app.deps;
  const pathname = request.url.split('?', 1)[0]!;
  if (pathname.startsWith('/api/') || pathname === '/api') {
    return reply.code(404).send({ message: translatorFor(request.language)('errors.notFound') });
  }
  const user = await loadCurrentUser(request, reply);
  if (pathname === '/' && !user) {
    // Signed out, '/' is the landing page: server-rendered with all of its data embedded.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(await renderLandingPage(request, app.deps));
  }
  const admin = await loadCurrentAdmin(request, reply);
  const state: EmbeddedState = {
    queries: [
      [queryKeys.currentUser, user],
      [queryKeys.adminCheck, { isAdmin: Boolean(admin) }],
    ],
    site: siteInfo(app.deps.config),
    i18n: i18nState(request.language),
  };
  // A page with a server route of its own comes here only when that route refused the address (too long).
  const page = matchClientRoute(pathname);
  const found = page !== null && page.route.server !== 'own';
  // The client shows the 'Page Not Found' card (SPEC §2); the tab and search engines read the title.
  const title = found
    ? PRODUCT_NAME
    : `${translatorFor(request.language)('common.pageNotFound')} · ${PRODUCT_NAME}`;
  const html = renderAppDocument(assets, { title, description: DESCRIPTION, state });
  return reply
    .code(found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .send(html);
}
