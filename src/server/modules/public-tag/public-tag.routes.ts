// The public emergency page and its API (SPEC §2, §7; DESIGN §3). No sign-in; health data:
// never indexed, never cached by browsers or proxies, no referrer leaves the page. The page speaks
// the reader's language: `?lang=`, else the `lang` cookie, else Accept-Language (decisions
// 019, 024).
import type { FastifyPluginAsync } from 'fastify';
import { RESPONDER_VIEW } from '#shared/client-routes.ts';
import * as publicTag from '#shared/endpoints/public-tag.ts';
import { chooseLanguage, languageFromQuery } from '#shared/i18n/negotiate-language.ts';
import { recordScan } from '../scans/scan-recording.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { keepOutOfAccessLog } from '../../plugins/quiet-routes.ts';
import { preferredEncoding } from './content-encoding.ts';
import { ownerViewOf } from './owner-view.ts';
import { sendPageFailure } from './page-failure.ts';

const PRIVATE_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export const publicTagRoutes: FastifyPluginAsync = async (app) => {
  const service = app.deps.services.publicTag;
  keepOutOfAccessLog(app);

  route(app, publicTag.publicTag, async (request, reply) => {
    reply.headers(PRIVATE_HEADERS);
    const page = await service.page(request.params.uniqueCode, request.ip);
    // A scan unless it is (or may be) the owner's own look; the language is the browser's.
    if ((await ownerViewOf(request, request.params.uniqueCode)) === null) {
      recordScan(request, request.params.uniqueCode, chooseLanguage(request.headers['accept-language']));
    }
    return reply.type('application/json; charset=utf-8').send(page.json);
  });

  /** The right PIN answers the tag's protected fields; never a scan, never cached. */
  route(app, publicTag.unlockTag, async (request, reply) => {
    const { pin } = request.body;
    const unlocked = await app.deps.services.pinUnlock.unlock(request.params.uniqueCode, pin, request.ip);
    return reply.headers(PRIVATE_HEADERS).send(unlocked);
  });

  route(app, publicTag.publicTagPage, async (request, reply) => {
    // A page chosen by `?lang=` is the same whatever the browser prefers or the reader chose before;
    // otherwise it varies with both (request.language: the `lang` cookie, else Accept-Language).
    const chosen = languageFromQuery(request.query.lang);
    const language = chosen ?? request.language;
    reply
      .headers(PRIVATE_HEADERS)
      .type('text/html; charset=utf-8')
      .header('content-language', language)
      .header('vary', chosen ? 'accept-encoding' : 'accept-encoding, accept-language, cookie');
    let page;
    try {
      page = await service.page(request.params.uniqueCode, request.ip, language);
    } catch (error) {
      return sendPageFailure(request, reply, error, service, language);
    }
    // The owner gets their bar, built for this answer only; `?view=responder` shows the
    // page exactly as a stranger sees it. Anyone without our session cookie skips this at no cost.
    // Anyone else opening it is a scan; the owner's own looks never are.
    const owner = await ownerViewOf(request, request.params.uniqueCode);
    if (owner === null) recordScan(request, request.params.uniqueCode, language);
    else if (owner && request.query.view !== RESPONDER_VIEW)
      return reply.send(service.ownerHtml(page, owner.tagId, request.language));
    // Pre-compressed bytes: with content-encoding set, @fastify/compress leaves them alone.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
  });
};
