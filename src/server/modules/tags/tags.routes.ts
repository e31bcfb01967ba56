// Parents' tags: activation, configuration, the bracelet address redirect (issue 4, SPEC §7).
// Thin routes: parse with the shared schema, guard, call the service.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { clientRoutes } from '#shared/client-routes.ts';
import { api, queryKeys, routes, type EmbeddedState } from '#shared/paths.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { chooseLanguage } from '#shared/i18n/negotiate-language.ts';
import {
  activateByCodeSchema,
  physicalIdCandidates,
  tagConfigSchema,
  tagCreateSchema,
  wizardActivateSchema,
  type BraceletState,
} from '#shared/schemas/tag.ts';
import { AppError, notFound } from '../../errors.ts';
import { i18nState, translatorFor } from '../../i18n/catalogue.ts';
import { access } from '../../plugins/route-access.ts';
import { LANGUAGE_COOKIE } from '../../plugins/request-language.ts';
import { loadCurrentAdmin, loadCurrentUser, userOf } from '../../plugins/session.ts';
import { renderAppDocument, siteInfo } from '../../render/document.ts';
import { renderBraceletNotSetUpMarkup } from '#web/render/render-bracelet-notice.tsx';
import { parseInput } from '../../validation.ts';

type TagParams = { tagId: string };
type BraceletParams = { physicalId: string };
type BraceletPageRequest = { Params: BraceletParams; Querystring: { lang?: unknown } };
const BRACELET_PAGE = clientRoutes.activateBracelet.pattern;

const callerOf = (request: FastifyRequest) => ({ userId: userOf(request).id, ip: request.ip });

/** The wizard sends the bracelet number; the code screen sends only the code. */
function isWizardShape(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'physicalId' in body;
}

export const tagsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const { tags } = deps.services;

  // A parent's tags carry the PIN and protected fields' text: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(api.tagsActivate, access.verified, async (request) => {
    if (isWizardShape(request.body)) {
      return tags.activateBracelet(callerOf(request), parseInput(wizardActivateSchema, request.body));
    }
    const { uniqueCode } = parseInput(activateByCodeSchema, request.body);
    return tags.activateByCode(callerOf(request), uniqueCode);
  });

  app.get(api.tags, access.verified, async (request) => tags.list(userOf(request).id));

  app.post(api.tags, access.verified, async (request, reply) => {
    const input = parseInput(tagCreateSchema, request.body);
    return reply.code(201).send(await tags.create(callerOf(request), input));
  });

  app.get<{ Params: TagParams }>(api.tag, access.verified, async (request) =>
    tags.getForEditing(userOf(request).id, request.params.tagId),
  );

  app.put<{ Params: TagParams }>(api.tagConfig, access.verified, async (request) => {
    const input = parseInput(tagConfigSchema, request.body);
    return tags.updateConfig(userOf(request).id, request.params.tagId, input);
  });

  app.post<{ Params: TagParams }>(api.tagPin, access.verified, async (request) =>
    tags.newPin(userOf(request).id, request.params.tagId),
  );

  app.delete<{ Params: TagParams }>(api.tag, access.verified, async (request, reply) => {
    await tags.delete(userOf(request).id, request.params.tagId);
    return reply.code(204).send();
  });

  /** The wizard's bracelet for client-side navigation (full page loads get it embedded). */
  app.get<{ Params: BraceletParams }>(api.bracelet, access.public, async (request, reply) => {
    const user = await loadCurrentUser(request, reply);
    const state = await tags.lookUpBracelet(request.params.physicalId, {
      userId: user?.id ?? null,
      ip: request.ip,
    });
    if (!state) throw notFound('errors.braceletNotFound');
    return state;
  });

  /**
   * The address in the bracelet's chip: a configured bracelet redirects to its public page, so a first
   * responder never sees the wizard; otherwise the app shell with the bracelet's state embedded.
   */
  app.get<BraceletPageRequest>(BRACELET_PAGE, access.public, async (request, reply) => {
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
    // Set up by nobody yet: a responder who taps it is told so and can call for help (issue 28).
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
