// The reminder's "Still right" link (issue 34 part 3): GET asks, its form's POST confirms. Both answer
// a small server-rendered page in the reader's language, a bad link a page saying why (403/404/410/429).
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clientRoutes } from '#shared/client-routes.ts';
import * as freshness from '#shared/endpoints/freshness.ts';
import { languageFromQuery } from '#shared/i18n/negotiate-language.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { AppError } from '../../errors.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { answerLanguage } from '../../plugins/error-handler.ts';
import { PublicTagDocuments } from '../public-tag/public-tag.document.ts';
import type { StillRightTag } from './freshness.service.ts';

type PageRequest = FastifyRequest & { query: { lang?: unknown } };

export const freshnessRoutes: FastifyPluginAsync = async (app) => {
  const documents = new PublicTagDocuments(app.deps.assets);
  const { supportEmail, emergencyNumber, shopLanguage } = app.deps.config;
  const service = app.deps.services.freshness;
  // The page's form posts url-encoded with no fields: read as nothing (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  // A request refused by the origin check may not have its cookies parsed: answerLanguage reads them.
  function settingsOf(request: PageRequest) {
    const language = languageFromQuery(request.query.lang) ?? answerLanguage(request, shopLanguage);
    return { supportEmail, emergencyNumber, language, t: translatorFor(language) };
  }

  function send(reply: FastifyReply, status: number, language: string, html: string) {
    return (
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        // The token is the key: never cached, never sent on as a Referer, never indexed.
        .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' })
        .header('content-language', language)
        .header('vary', 'accept-language, cookie')
        .send(html)
    );
  }

  /** Runs the service; a refused link answers its page (the message in the reader's language). */
  async function answer(
    request: PageRequest,
    reply: FastifyReply,
    work: () => Promise<StillRightTag>,
    page: (tag: StillRightTag, settings: ReturnType<typeof settingsOf>) => string,
  ) {
    const settings = settingsOf(request);
    try {
      const tag = await work();
      return send(reply, 200, settings.language, page(tag, settings));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const { t } = settings;
      const text = error.statusCode === 429 ? t('freshness.tooManyLinks') : t(error.key, error.values);
      if (error.headers['retry-after']) reply.header('retry-after', error.headers['retry-after']);
      const html = documents.stillRight({ settings, heading: text, problem: true });
      return send(reply, error.statusCode, settings.language, html);
    }
  }

  // Refused before the handler (a body over the limit, another site's post): the page saying why,
  // never the JSON the API answers. Server faults go on to the app's handler.
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    const settings = settingsOf(request as FastifyRequest & PageRequest);
    const { t } = settings;
    const text =
      error instanceof AppError
        ? t(error.key, error.values)
        : t(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'errors.bodyTooLarge' : 'errors.validationFailed');
    const html = documents.stillRight({ settings, heading: text, problem: true });
    return send(reply, status, settings.language, html);
  });

  const heading = (t: Translate, name: string | null) =>
    name?.trim() ? t('freshness.subject', { childName: name.trim() }) : t('freshness.subjectUnnamed');

  route(app, freshness.stillRightPage, async (request, reply) =>
    answer(
      request,
      reply,
      () => service.readLink(request.params.token, request.ip),
      (tag, settings) =>
        documents.stillRight({
          settings,
          heading: heading(settings.t, tag.childName),
          form: { action: request.url, button: settings.t('freshness.confirmButton') },
          edit: {
            href: clientRoutes.configure.href(tag.claim.tagId),
            label: settings.t('freshness.editInstead'),
          },
        }),
    ),
  );

  route(app, freshness.confirmStillRight, async (request, reply) =>
    answer(
      request,
      reply,
      () => service.confirm(request.params.token, request.ip),
      (_tag, settings) =>
        documents.stillRight({
          settings,
          heading: settings.t('freshness.thanksHeading'),
          text: settings.t('freshness.thanksText'),
        }),
    ),
  );
};
