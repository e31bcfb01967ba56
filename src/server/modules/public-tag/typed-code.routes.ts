// The responder's typed-code page /t (decision 022): the code printed on the band or card, typed,
// leads to /tag/{code}. A well-formed code always redirects, whether a tag has it or not, so /t tells
// nothing the page does not; the page counts the miss against the one per-address limit. No database
// here: the answer depends on the typed text alone.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clientRoutes } from '#shared/client-routes.ts';
import * as publicTag from '#shared/endpoints/public-tag.ts';
import { languageFromQuery } from '#shared/i18n/negotiate-language.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { TYPED_CODE_PARAM } from '#shared/paths.ts';
import { readTypedCode, type TypedCode } from '#shared/tag-code.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { keepOutOfAccessLog } from '../../plugins/quiet-routes.ts';
import { PublicTagDocuments } from './public-tag.document.ts';

/** Both routes read `?lang=`. */
type PageRequest = Pick<FastifyRequest, 'language'> & { query: { lang?: unknown } };
type Problem = Exclude<TypedCode, { ok: true }>;

export const typedCodeRoutes: FastifyPluginAsync = async (app) => {
  const documents = new PublicTagDocuments(app.deps.assets);
  const { supportEmail, emergencyNumber } = app.deps.config;
  keepOutOfAccessLog(app);

  /** The page in the reader's language, empty or with what they typed and why it is not a code. */
  function sendPage(request: PageRequest, reply: FastifyReply, typed?: string, problem?: Problem) {
    const chosen = languageFromQuery(request.query.lang);
    const language = chosen ?? request.language;
    const settings = { supportEmail, emergencyNumber, language, t: translatorFor(language) };
    const message = problem && problemText(problem, settings.t);
    return reply
      .code(problem ? 400 : 200)
      .type('text/html; charset=utf-8')
      .headers({
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'content-language': language,
      })
      .header('vary', chosen ? 'accept-encoding' : 'accept-encoding, accept-language, cookie')
      .send(documents.typedCode({ settings, typed, message, chosenLanguage: chosen }));
  }

  /** Straight to the page (302): it answers for the code as it does for anyone who opens it. */
  function answer(request: PageRequest, reply: FastifyReply, typed: string) {
    const read = readTypedCode(typed);
    if (!read.ok) return sendPage(request, reply, typed, read);
    const chosen = languageFromQuery(request.query.lang);
    const target = clientRoutes.publicTag.href(read.code) + (chosen ? `?lang=${chosen}` : '');
    return reply
      .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' })
      .redirect(target, 302);
  }

  route(app, publicTag.typedCodePage, async (request, reply) => {
    const typed = request.query[TYPED_CODE_PARAM];
    if (typed === undefined) return sendPage(request, reply);
    // `?code=a&code=b` is no form's doing: read as nothing typed.
    return answer(request, reply, typeof typed === 'string' ? typed : '');
  });

  route(app, publicTag.typedCode, async (request, reply) => answer(request, reply, request.params.code));
};

function problemText(problem: Problem, t: Translate) {
  switch (problem.problem) {
    case 'empty':
      return t('responder.typedCode.empty');
    case 'wrongCharacters':
      return t('responder.typedCode.wrongCharacters');
    case 'wrongLength':
      return t('responder.typedCode.wrongLength', { count: problem.length });
  }
}
