// Parents' tags: activation, configuration, the bracelet address redirect (SPEC §7). Thin routes,
// registered from their contracts (which check the input): call the service, answer.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as endpoints from '#shared/endpoints/tags.ts';
import { queryKeys, routes, type EmbeddedState } from '#shared/paths.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { chooseLanguage } from '#shared/i18n/negotiate-language.ts';
import { physicalIdCandidates, type BraceletState } from '#shared/schemas/tag.ts';
import { AppError, notFound } from '../../errors.ts';
import { i18nState, translatorFor } from '../../i18n/catalogue.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { LANGUAGE_COOKIE } from '../../plugins/request-language.ts';
import { loadCurrentAdmin, loadCurrentUser, userOf } from '../../plugins/session.ts';
import { renderAppDocument, siteInfo } from '../../render/document.ts';
import { renderBraceletNotSetUpMarkup } from '#web/render/render-bracelet-notice.tsx';

const callerOf = (request: FastifyRequest) => ({ userId: userOf(request).id, ip: request.ip });

export const tagsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const { tags } = deps.services;

  // A parent's tags carry the PIN and protected fields' text: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, endpoints.activateTag, async (request) => {
    const { body } = request;
    return 'physicalId' in body
      ? tags.activateBracelet(callerOf(request), body)
      : tags.activateByCode(callerOf(request), body.uniqueCode);
  });

  route(app, endpoints.listTags, async (request) => tags.list(userOf(request).id));

  route(app, endpoints.createTag, async (request, reply) =>
    reply.code(201).send(await tags.create(callerOf(request), request.body)),
  );

  route(app, endpoints.getTag, async (request) =>
    tags.getForEditing(userOf(request).id, request.params.tagId),
  );

  route(app, endpoints.updateTagConfig, async (request) =>
    tags.updateConfig(userOf(request).id, request.params.tagId, request.body),
  );

  route(app, endpoints.newTagPin, async (request) => tags.newPin(userOf(request).id, request.params.tagId));

  route(app, endpoints.deleteTag, async (request, reply) => {
    await tags.delete(userOf(request).id, request.params.tagId);
    return reply.code(204).send();
  });

  route(app, endpoints.getBracelet, async (request, reply) => {
    const user = await loadCurrentUser(request, reply);
    const state = await tags.lookUpBracelet(request.params.physicalId, {
      userId: user?.id ?? null,
      ip: request.ip,
    });
    if (!state) throw notFound('errors.braceletNotFound');
    return state;
  });

  // A configured bracelet redirects to its public page, so a first responder never sees the wizard.
  route(app, endpoints.braceletPage, async (request, reply) => {
    const user = await loadCurrentUser(request, reply);
    let state: BraceletState | null | undefined;
    try {
      state = await tags.lookUpBracelet(request.params.physicalId, {
        userId: user?.id ?? null,
        ip: request.ip,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    }
    if (state?.status === 'configured') return reply.redirect(routes.publicTag(state.uniqueCode), 302);

    const admin = await loadCurrentAdmin(request, reply);
    const queries: EmbeddedState['queries'] = [
      [queryKeys.currentUser, user],
      [queryKeys.adminCheck, { isAdmin: Boolean(admin) }],
    ];
    const key = physicalIdCandidates(request.params.physicalId)?.[0];
    if (state !== undefined && key) queries.push([queryKeys.bracelet(key), state]);
    // Set up by nobody yet: a responder who taps it is told so and can call for help.
    const language = chooseLanguage(
      request.headers['accept-language'],
      request.query.lang,
      request.cookies[LANGUAGE_COOKIE],
      deps.config.shopLanguage,
    );
    const { supportEmail, emergencyNumber } = deps.config;
    const beforeRoot = state
      ? renderBraceletNotSetUpMarkup({
          supportEmail,
          emergencyNumber,
          language,
          t: translatorFor(language),
        })
      : undefined;
    const html = renderAppDocument(deps.assets, {
      title: `${translatorFor(language)('wizard.heading')} · ${PRODUCT_NAME}`,
      beforeRoot,
      state: { queries, site: siteInfo(deps.config), i18n: i18nState(language) },
    });
    // Unknown: the wizard's 'Bracelet not found'; over the miss limit: 429 (the wizard asks and shows why).
    return reply
      .code(state === undefined ? 429 : state === null ? 404 : 200)
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
