// The responder's side (SPEC §2, §7): the public page of a tag and its JSON, the PIN that shows the
// protected fields, what a responder sends the parents, and the typed-code page. No sign-in; the code
// in the path is the page's key, answered 404 when unknown.
import { z } from 'zod';
import { clientRoutes } from '../client-routes.ts';
import { TYPED_CODE_PARAM, typedCodePaths } from '../paths.ts';
import { contactShareSchema, locationShareSchema } from '../schemas/responder-share.ts';
import { publicTagSchema, unlockResponseSchema, unlockSchema } from '../schemas/tag.ts';
import { endpoint } from './endpoint.ts';

const codeParams = z.object({ uniqueCode: z.string() });
/** `?lang=` picks the page's language; anything else there is ignored. */
const pageLanguageQuery = z.object({ lang: z.unknown() });

export const publicTag = endpoint({
  method: 'GET',
  path: '/api/tag/:uniqueCode',
  access: 'public',
  summary: "A tag's public page as JSON",
  params: codeParams,
  response: publicTagSchema,
});

/** Its owner gets their bar, unless `?view=responder`; everyone else the cached page. */
export const publicTagPage = endpoint({
  method: 'GET',
  path: clientRoutes.publicTag.pattern,
  access: 'public',
  summary: "A tag's public page",
  params: codeParams,
  query: pageLanguageQuery.extend({ view: z.unknown() }),
  response: 'text/html',
});

/** A wrong PIN answers 403, too many tries 429. */
export const unlockTag = endpoint({
  method: 'POST',
  path: '/api/tag/:uniqueCode/unlock',
  access: 'public',
  summary: "The tag's protected fields for its PIN",
  params: codeParams,
  body: unlockSchema,
  response: unlockResponseSchema,
});

export const shareLocation = endpoint({
  method: 'POST',
  path: '/api/tag/:uniqueCode/location',
  access: 'public',
  summary: "Send the parents the responder's location",
  params: codeParams,
  body: locationShareSchema,
  response: z.object({ shared: z.literal('location') }),
  status: 202,
});

export const shareContact = endpoint({
  method: 'POST',
  path: '/api/tag/:uniqueCode/contact',
  access: 'public',
  summary: "Send the parents the responder's call-back number",
  params: codeParams,
  body: contactShareSchema,
  response: z.object({ shared: z.literal('contact') }),
  status: 202,
});

/**
 * The public page's own forms (issue 35): they post url-encoded, with or without the page's script,
 * and answer the page again in the form's language (`lang`). Every field is a string; what they hold
 * is checked by the service, which answers a wrong one in the page, not as JSON.
 */
const responderForm = z.record(z.string(), z.string());

/** The PIN box: the page with the protected fields shown once (403 wrong, 429 too many), never cached. */
export const unlockTagPage = endpoint({
  method: 'POST',
  path: `${clientRoutes.publicTag.pattern}/unlock`,
  access: 'public',
  summary: "The tag's page with its protected fields, for its PIN (the page's form)",
  params: codeParams,
  body: responderForm,
  response: 'text/html',
});

/** The call-back number form: the page saying it was sent, or the form again with what to fix. */
export const shareContactPage = endpoint({
  method: 'POST',
  path: `${clientRoutes.publicTag.pattern}/contact`,
  access: 'public',
  summary: "Send the parents the responder's call-back number (the page's form)",
  params: codeParams,
  body: responderForm,
  response: 'text/html',
});

/** The form for a code typed from the band or card; a typed code redirects as `/t/{code}` does. */
export const typedCodePage = endpoint({
  method: 'GET',
  path: typedCodePaths.page,
  access: 'public',
  summary: 'The page where a responder types a code',
  query: pageLanguageQuery.extend({ [TYPED_CODE_PARAM]: z.unknown() }),
  response: 'text/html',
});

/** A well-formed code redirects to its page, known or not; anything else answers the form (400). */
export const typedCode = endpoint({
  method: 'GET',
  path: typedCodePaths.code,
  access: 'public',
  summary: "A typed code's page",
  params: z.object({ code: z.string() }),
  query: pageLanguageQuery,
  response: 'redirect',
  status: 302,
});
