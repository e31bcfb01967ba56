// POST /tag/{code}/unlock and /contact (issue 35): the public page's forms, url-encoded, answered with
// the page itself (never cached, never indexed, no referrer). Public like the page; the origin check
// applies as to every POST. The answer speaks the form's language (`lang`), else the reader's.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import * as publicTag from '#shared/endpoints/public-tag.ts';
import { chooseLanguage, languageFromQuery } from '#shared/i18n/negotiate-language.ts';
import { route } from '../../plugins/endpoint-route.ts';
import type { AppError } from '../../errors.ts';
import { answerLanguage } from '../../plugins/error-handler.ts';
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
  const { shopLanguage } = app.deps.config;
  keepOutOfAccessLog(app);
  // A field given twice counts once (the last), as one box on the page.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // A refused request (413, not a form, the origin check) has no fields: the reader's language then.
  const formOf = (request: FormRequest): PostedForm => {
    const fields = (request.body as Record<string, string> | undefined) ?? {};
    return {
      code: request.params.uniqueCode,
      fields,
      ip: request.ip,
      language: languageFromQuery(fields.lang) ?? answerLanguage(request, shopLanguage),
    };
  };

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

  // Refused before the handler (body too large, not a form, a value not text, the origin check): a
  // responder's browser gets the page with its form's failure, never the JSON the API answers. Server
  // faults go on to the app's handler.
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request: FormRequest, reply) => {
    const status = error instanceof ZodError ? 400 : (error.statusCode ?? 500);
    if (status < 400 || status >= 500) throw error;
    const which = request.url.split('?', 1)[0]!.endsWith('/unlock') ? 'unlock' : 'contact';
    return answer(request, reply, (form) => responderForms.refused(form, status, which));
  });

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
