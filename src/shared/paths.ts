// Client links (SPEC §2, declared in client-routes.ts), the typed-code page's paths, the query keys and
// the state the server embeds in its HTML. An API path lives in its contract only (src/shared/endpoints):
// the server registers the route from it, the browser calls it through it, tests name it by it.
import type * as account from './endpoints/account.ts';
import type * as admin from './endpoints/admin.ts';
import type * as auth from './endpoints/auth.ts';
import type * as content from './endpoints/content.ts';
import type { EndpointDefinition } from './endpoints/endpoint.ts';
import type * as family from './endpoints/family.ts';
import type * as publicTag from './endpoints/public-tag.ts';
import type * as scanHistory from './endpoints/scan-history.ts';
import type * as tags from './endpoints/tags.ts';
import type { Language } from './i18n/languages.ts';

/**
 * The responder's typed-code page: the server renders it alone, without the app, so it is
 * not a client route (decision 022). `GET /t?code=…` (its form) and `GET /t/{code}` redirect to the page.
 */
export const typedCodePaths = { page: '/t', code: '/t/:code' } as const;
/** The form field, and the query parameter the form sends. */
export const TYPED_CODE_PARAM = 'code';

/** `/objects/...` paths are served through /api/files (SPEC §2). */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/objects/') ? `/api/files${path}` : path;
}

// Client routes live in their own table; `routes` (links) and RESPONDER_VIEW are re-exported here for
// the many modules that build links.
export { RESPONDER_VIEW, routes } from './client-routes.ts';

/**
 * A path as a query key, each ':param' a part of its own:
 * '/api/tags/:tagId/scans' → ['/api/tags', string, 'scans'].
 */
type KeyOfPath<Path extends string> = Path extends `${infer Head}/:${string}/${infer Tail}`
  ? readonly [Head, string, ...KeyOfPath<Tail>]
  : Path extends `${infer Head}/:${string}`
    ? readonly [Head, string]
    : readonly [Path];
/** The query key of a contract's read: the default query function joins it with '/' into the URL. */
type KeyOf<E extends EndpointDefinition> = KeyOfPath<E['path']>;

/**
 * The query key of a cached read is its path (SPEC §7); the landing sections' are in landing-sections.ts.
 * The paths are written out, each checked by the compiler against its contract: the landing page loads
 * this file, and importing a contract would load zod with it.
 */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const satisfies KeyOf<typeof auth.currentUser>,
  account: ['/api/account'] as const satisfies KeyOf<typeof account.account>,
  media: ['/api/media'] as const satisfies KeyOf<typeof content.media>,
  tags: ['/api/tags'] as const satisfies KeyOf<typeof tags.listTags>,
  adminCheck: ['/api/admin/check'] as const satisfies KeyOf<typeof admin.adminCheck>,
  content: (section: string) =>
    ['/api/content', section] as const satisfies KeyOf<typeof content.contentSection>,
  landingTexts: (language: string) =>
    ['/api/landing-texts', language] as const satisfies KeyOf<typeof content.landingTexts>,
  tag: (tagId: string) => ['/api/tags', tagId] as const satisfies KeyOf<typeof tags.getTag>,
  /** Under the tag's key: invalidating the tags refreshes the history too. */
  tagScans: (tagId: string) =>
    ['/api/tags', tagId, 'scans'] as const satisfies KeyOf<typeof scanHistory.listTagScans>,
  /** Under the tag's key too: a change on the tag (lost mode, an edit) re-reads its latest changes. */
  tagFamily: (tagId: string) =>
    ['/api/tags', tagId, 'family'] as const satisfies KeyOf<typeof family.tagFamily>,
  invitation: (token: string) =>
    ['/api/invitations', token] as const satisfies KeyOf<typeof family.invitationPreview>,
  publicTag: (code: string) => ['/api/tag', code] as const satisfies KeyOf<typeof publicTag.publicTag>,
  bracelet: (physicalId: string) =>
    ['/api/bracelets', physicalId] as const satisfies KeyOf<typeof tags.getBracelet>,
};

/** Data the server embeds in the HTML it sends: [query key, answer] pairs for the query cache. */
export type EmbeddedState = {
  queries: Array<[readonly unknown[], unknown]>;
  site: SiteInfo;
  i18n: I18nState;
};
/** The page's language and where the browser loads its texts (decision 019). */
export type I18nState = { language: Language; messagesUrl: string };
/** Deployment facts the client shows: the support address and the public base URL for links. */
export type SiteInfo = {
  supportEmail: string;
  publicUrl: string;
  paymentsEnabled: boolean;
  /** The public page's emergency button (EMERGENCY_NUMBER). */
  emergencyNumber: string;
  /** The shop's default language: its landing texts are the ones SPEC's calls answer. */
  shopLanguage?: Language;
};
export const EMBEDDED_STATE_ID = '__SAFEKID_STATE__';
