// API paths (SPEC §7) and client links (SPEC §2, declared in client-routes.ts): one typed list for both sides.
// Server routes register `api.x` (Fastify syntax ':param'); the client builds URLs with the helpers.
import type * as account from './endpoints/account.ts';
import type * as admin from './endpoints/admin.ts';
import type * as auth from './endpoints/auth.ts';
import type * as content from './endpoints/content.ts';
import type { EndpointDefinition } from './endpoints/endpoint.ts';
import type * as publicTag from './endpoints/public-tag.ts';
import type * as scanHistory from './endpoints/scan-history.ts';
import type * as tags from './endpoints/tags.ts';
import type { Language } from './i18n/languages.ts';

export const api = {
  authUser: '/api/auth/user',
  authLogin: '/api/auth/login',
  authRegister: '/api/auth/register',
  register: '/api/register',
  authLogout: '/api/auth/logout',
  /** The visitor's language choice (issue 30): the switch in every page's footer. */
  language: '/api/language',
  verifyEmail: '/api/verify-email',
  authVerifyEmail: '/api/auth/verify-email',
  authResendVerification: '/api/auth/resend-verification',
  authForgotPassword: '/api/auth/forgot-password',
  authResetPassword: '/api/auth/reset-password',

  account: '/api/account',
  accountPassword: '/api/account/password',
  accountExport: '/api/account/export',

  media: '/api/media',
  content: '/api/content',
  contentSection: '/api/content/:section',
  // The section reads and writes: LANDING_SECTIONS in landing-sections.ts.

  paypalSetup: '/api/paypal/setup',
  paypalOrder: '/api/paypal/order',
  paypalCapture: '/api/paypal/order/:orderId/capture',
  paypalWebhook: '/api/paypal/webhook',

  tagsActivate: '/api/tags/activate',
  tags: '/api/tags',
  tag: '/api/tags/:tagId',
  tagConfig: '/api/tags/:tagId/config',
  tagPin: '/api/tags/:tagId/pin',
  tagLost: '/api/tags/:tagId/lost',
  tagQrSvg: '/api/tags/:tagId/qr.svg',
  tagQrPng: '/api/tags/:tagId/qr.png',
  tagCardPdf: '/api/tags/:tagId/card.pdf',
  tagAlerts: '/api/tags/:tagId/alerts',
  tagScans: '/api/tags/:tagId/scans',
  tagTestAlert: '/api/tags/:tagId/test-alert',
  tagDeactivate: '/api/tags/:tagId/deactivate',
  tagMove: '/api/tags/:tagId/move',
  publicTag: '/api/tag/:uniqueCode',
  publicTagLocation: '/api/tag/:uniqueCode/location',
  publicTagContact: '/api/tag/:uniqueCode/contact',
  publicTagUnlock: '/api/tag/:uniqueCode/unlock',
  bracelet: '/api/bracelets/:physicalId',

  adminLogin: '/api/admin/login',
  adminLogout: '/api/admin/logout',
  adminCheck: '/api/admin/check',
  adminUploadUrl: '/api/admin/upload-url',
  adminContent: '/api/admin/content',
  /** The landing texts in one language (issue 30). */
  adminLandingTranslations: '/api/admin/landing-translations/:language',
  /** The landing page's texts resolved in a language other than the shop's default (issue 30). */
  landingTexts: '/api/landing-texts/:language',
  adminMedia: '/api/admin/media',
  adminTags: '/api/admin/tags',
  adminTagsCsv: '/api/admin/tags.csv',
  adminOrders: '/api/admin/orders',
  adminOrdersCsv: '/api/admin/orders.csv',
  adminOrderShip: '/api/admin/orders/:id/ship',

  files: '/api/files/*',
  uploads: '/api/uploads/:ticket',
} as const;

/**
 * The responder's typed-code page (issue 15): the server renders it alone, without the app, so it is
 * not a client route (decision 022). `GET /t?code=…` (its form) and `GET /t/{code}` redirect to the page.
 */
export const typedCodePaths = { page: '/t', code: '/t/:code' } as const;
/** The form field, and the query parameter the form sends. */
export const TYPED_CODE_PARAM = 'code';

/** Fill ':name' parameters of an API path, URL-encoding each value. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** `/objects/...` paths are served through /api/files (SPEC §2). */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/objects/') ? `/api/files${path}` : path;
}

// Client routes live in their own table; `routes` (links) and RESPONDER_VIEW are re-exported here,
// beside the API paths, for the many modules that build links.
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
/** The page's language and where the browser loads its texts (issue 30, decision 019). */
export type I18nState = { language: Language; messagesUrl: string };
/** Deployment facts the client shows: the support address and the public base URL for links. */
export type SiteInfo = {
  supportEmail: string;
  publicUrl: string;
  paymentsEnabled: boolean;
  /** The public page's emergency button (EMERGENCY_NUMBER). */
  emergencyNumber: string;
  /** The shop's default language (issue 30): its landing texts are the ones SPEC's calls answer. */
  shopLanguage?: Language;
};
export const EMBEDDED_STATE_ID = '__SAFEKID_STATE__';
