// The site itself: the language switch, the browser's texts, health checks for load balancers, and the
// app's pages.
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { setLanguageSchema } from '../schemas/language.ts';
import { endpoint } from './endpoint.ts';

/** The choice goes in a cookie and, for a signed-in parent, on the account; the answer repeats it. */
export const setLanguage = endpoint({
  method: 'PUT',
  path: '/api/language',
  access: 'public',
  summary: "Choose the site's language",
  body: setLanguageSchema,
  response: setLanguageSchema,
});

/** Cached for a year when `v` names the current version; an unknown language answers 404. */
export const messages = endpoint({
  method: 'GET',
  path: '/api/messages/:language',
  access: 'public',
  summary: "The browser's texts in one language, parsed",
  params: z.object({ language: z.enum(LANGUAGES) }),
  query: z.object({ v: z.unknown() }),
  // Each text's ICU elements by key.
  response: z.record(z.array(z.unknown())),
  notFound: 'errors.notFound',
});

export const liveness = endpoint({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  summary: 'Whether the process runs',
  response: z.object({ status: z.literal('ok') }),
});

/** 503 while the database cannot be reached or the server is shutting down. */
export const readiness = endpoint({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  summary: 'Whether the server can answer requests',
  response: z.object({ status: z.literal('ready') }),
});

/**
 * The app's figures in Prometheus text format (issue 33). On the main port only with METRICS_TOKEN set,
 * and only for `Authorization: Bearer <METRICS_TOKEN>`: anyone else gets what an address that does not
 * exist gets. Not in the OpenAPI document. (METRICS_PORT serves it on 127.0.0.1 without a token.)
 */
export const metrics = endpoint({
  method: 'GET',
  path: '/metrics',
  access: 'public',
  summary: "The app's figures for Prometheus",
  response: 'text/plain',
  undocumented: true,
});

/**
 * Every other GET outside /api: the landing page (signed out at /) or the app shell with the current
 * user embedded; 404 for a page the client does not know, and JSON 404 for an unknown /api path.
 */
export const appPage = endpoint({
  method: 'GET',
  path: '/*',
  access: 'public',
  summary: 'The landing page or the app',
  response: 'text/html',
});
