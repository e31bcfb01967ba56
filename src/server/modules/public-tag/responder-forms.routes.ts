// POST /tag/{code}/unlock and /contact (issue 35): the public page's forms, url-encoded, answered with
// the page itself (never cached, never indexed, no referrer). Public like the page; the origin check
// applies as to every POST. The answer speaks the form's language (`lang`), else the reader's.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as publicTag from '#shared/endpoints/public-tag.ts';
import { chooseLanguage, languageFromQuery } from '#shared/i18n/negotiate-language.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { keepOutOfAccessLog } from '../../plugins/quiet-routes.ts';
import { sendPageFailure } from './page-failure.ts';
import type { FormPage, PostedForm } from './responder-forms.service.ts';

/** The longest honest form: a 500-character message of 4-byte characters, url-encoded, and the rest. */
const FORM_BODY_LIMIT = 32 * 1024;

const PAGE_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

type FormRequest = FastifyRequest<{ Params: { uniqueCode: string }; Body: Record<string, string> }>;

export const responderFormsRoutes: FastifyPluginAsync = async (app) => {
  const { publicTag: pages, responderForms } = app.deps.services;
  keepOutOfAccessLog(app);
  // A field given twice counts once (the last), as one box on the page.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const formOf = (request: FormRequest): PostedForm => ({
    code: request.params.uniqueCode,
    fields: request.body,
    ip: request.ip,
    language: languageFromQuery(request.body.lang) ?? request.language,
  });

  async function answer(
    request: FormRequest,
    reply: FastifyReply,
    work: (form: PostedForm) => Promise<FormPage>,
  ) {
    const form = formOf(request);
    reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').header('content-language', form.language);
    try {
      const page = await work(form);
      return reply.code(page.status).headers(page.headers).send(page.html);
    } catch (error) {
      return sendPageFailure(request, reply, error, pages, form.language);
    }
  }

  route(app, publicTag.unlockTagPage, (request, reply) =>
    answer(request, reply, (form) => responderForms.unlock(form)),
  );

  route(app, publicTag.shareContactPage, (request, reply) =>
    answer(request, reply, (form) =>
      responderForms.shareContact(form, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        acceptLanguage: chooseLanguage(request.headers['accept-language']),
      }),
    ),
  );
};
