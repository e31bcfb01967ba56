// The roles the security tests hold the routes to come from the endpoint contracts (src/shared/endpoints):
// the route inventory records the contract each route was registered from, and the route-inventory test
// checks that Fastify registered it with the contract's method, path and role. What is left here: the
// routes not yet declared as contracts, and a policy by path for the roles a contract could get wrong.
// HEAD routes (Fastify adds one per GET) and the static client files are derived, not declared.
import type { EndpointDefinition } from '#shared/endpoints/endpoint.ts';
import type { RouteAccess, RouteInventoryEntry } from '#server/plugins/route-access.ts';

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * TEMPORARY: the routes still registered by hand (`access.x`), with the role each must require. A route
 * declared as a contract must not be here (the route-inventory test says so); once every route has its
 * contract this list is empty and goes.
 */
export const ROUTES_WITHOUT_CONTRACT: ReadonlyArray<readonly [method: string, path: string, RouteAccess]> = [
  // Health
  ['GET', '/healthz', 'public'],
  ['GET', '/readyz', 'public'],
  // The browser's texts in its language
  ['GET', '/api/messages/:language', 'public'],
  // The language switch: a cookie, and a signed-in parent's saved language
  ['PUT', '/api/language', 'public'],

  // Accounts
  ['GET', '/api/auth/user', 'user'],
  ['POST', '/api/auth/register', 'public'],
  ['POST', '/api/register', 'public'],
  ['POST', '/api/auth/login', 'public'],
  ['POST', '/api/auth/logout', 'public'],
  ['POST', '/api/auth/verify-email', 'public'],
  ['POST', '/api/verify-email', 'public'],
  ['POST', '/api/auth/resend-verification', 'public'],
  ['POST', '/api/auth/forgot-password', 'public'],
  ['POST', '/api/auth/reset-password', 'public'],
  ['GET', '/api/account', 'verified'],
  ['POST', '/api/account/password', 'verified'],
  ['GET', '/api/account/export', 'verified'],
  ['DELETE', '/api/account', 'verified'],

  // Parents' tags
  ['POST', '/api/tags/activate', 'verified'],
  ['GET', '/api/tags', 'verified'],
  ['POST', '/api/tags', 'verified'],
  ['GET', '/api/tags/:tagId', 'verified'],
  ['PUT', '/api/tags/:tagId/config', 'verified'],
  ['DELETE', '/api/tags/:tagId', 'verified'],
  ['PUT', '/api/tags/:tagId/lost', 'verified'],
  ['DELETE', '/api/tags/:tagId/lost', 'verified'],
  ['GET', '/api/tags/:tagId/qr.svg', 'verified'],
  ['GET', '/api/tags/:tagId/qr.png', 'verified'],
  ['GET', '/api/tags/:tagId/card.pdf', 'verified'],
  ['POST', '/api/tags/:tagId/deactivate', 'verified'],
  ['POST', '/api/tags/:tagId/move', 'verified'],
  ['PUT', '/api/tags/:tagId/alerts', 'verified'],
  ['POST', '/api/tags/:tagId/pin', 'verified'],
  ['GET', '/api/tags/:tagId/scans', 'verified'],
  ['GET', '/api/bracelets/:physicalId', 'public'],
  ['GET', '/activate-bracelet/:physicalId', 'public'],

  // The public emergency page
  ['GET', '/api/tag/:uniqueCode', 'public'],
  ['GET', '/tag/:uniqueCode', 'public'],
  ['POST', '/api/tag/:uniqueCode/location', 'public'],
  ['POST', '/api/tag/:uniqueCode/contact', 'public'],
  ['POST', '/api/tag/:uniqueCode/unlock', 'public'],
  ['GET', '/t', 'public'],
  ['GET', '/t/:code', 'public'],

  // Admin accounts and the bracelet inventory
  ['POST', '/api/admin/login', 'public'],
  ['POST', '/api/admin/logout', 'public'],
  ['GET', '/api/admin/check', 'public'],
  ['POST', '/api/admin/tags', 'admin'],
  ['GET', '/api/admin/tags', 'admin'],
  ['GET', '/api/admin/tags.csv', 'admin'],

  // Landing-page content: public reads, admin writes
  ['GET', '/api/media', 'public'],
  ['GET', '/api/content/:section', 'public'],
  ['GET', '/api/landing-texts/:language', 'public'],
  ['GET', '/api/paypal-settings', 'public'],
  ['GET', '/api/how-it-works', 'public'],
  ['GET', '/api/video-section', 'public'],
  ['GET', '/api/features-section', 'public'],
  ['GET', '/api/ratings-section', 'public'],
  ['PUT', '/api/content', 'admin'],
  ['GET', '/api/admin/content', 'admin'],
  ['POST', '/api/admin/content', 'admin'],
  ['GET', '/api/admin/landing-translations/:language', 'admin'],
  ['PUT', '/api/admin/landing-translations/:language', 'admin'],
  ['GET', '/api/admin/media', 'admin'],
  ['POST', '/api/admin/media', 'admin'],
  ['POST', '/api/admin/paypal-settings', 'admin'],
  ['GET', '/api/admin/how-it-works', 'admin'],
  ['POST', '/api/admin/how-it-works', 'admin'],
  ['POST', '/api/admin/how-it-works/step', 'admin'],
  ['GET', '/api/admin/video-section', 'admin'],
  ['POST', '/api/admin/video-section', 'admin'],
  ['GET', '/api/admin/features-section', 'admin'],
  ['POST', '/api/admin/features-section', 'admin'],
  ['GET', '/api/admin/ratings-section', 'admin'],
  ['POST', '/api/admin/ratings-section', 'admin'],

  // Uploads and stored files (the signed upload URL and PayPal's signature are credentials of their own)
  ['POST', '/api/admin/upload-url', 'admin'],
  ['PUT', '/api/uploads/:ticket', 'public'],
  ['GET', '/api/files/*', 'public'],

  // Checkout
  ['GET', '/api/paypal/setup', 'public'],
  ['POST', '/api/paypal/order', 'public'],
  ['POST', '/api/paypal/order/:orderId/capture', 'public'],
  ['POST', '/api/paypal/webhook', 'public'],

  // The admin Orders tab
  ['GET', '/api/admin/orders', 'admin'],
  ['GET', '/api/admin/orders.csv', 'admin'],
  ['POST', '/api/admin/orders/:id/ship', 'admin'],

  // Every other page: the app shell (or the landing page)
  ['GET', '/*', 'public'],
];

/** A route the security tests cover, with the role it declares. */
export type DeclaredRoute = {
  method: string;
  path: string;
  access: RouteAccess;
  /** Its contract; none for a route on ROUTES_WITHOUT_CONTRACT. */
  endpoint?: EndpointDefinition;
};

/**
 * The routes to cover: the contract of every route registered from one (as the contract says, so a
 * contract that differs from its route is caught by the route-inventory test), then the routes on
 * ROUTES_WITHOUT_CONTRACT not registered from a contract.
 */
export function declaredRoutes(inventory: readonly RouteInventoryEntry[]): DeclaredRoute[] {
  const routes = new Map<string, DeclaredRoute>();
  for (const { method, endpoint } of inventory) {
    if (method === 'HEAD' || !endpoint) continue;
    routes.set(routeKey(endpoint.method, endpoint.path), {
      method: endpoint.method,
      path: endpoint.path,
      access: endpoint.access,
      endpoint,
    });
  }
  for (const [method, path, access] of ROUTES_WITHOUT_CONTRACT) {
    const key = routeKey(method, path);
    if (!routes.has(key)) routes.set(key, { method, path, access });
  }
  return [...routes.values()];
}

/**
 * The roles a contract could get wrong, by its path (SPEC §6): the first rule whose pattern matches
 * decides; a path no rule matches may declare any role.
 */
export const ROLE_POLICY: ReadonlyArray<{ path: RegExp; access: RouteAccess; why: string }> = [
  { path: /^\/api\/admin\/(login|logout|check)$/, access: 'public', why: 'signing in as an admin' },
  { path: /^\/api\/admin\//, access: 'admin', why: 'the admin dashboard' },
  { path: /^\/api\/(tags|account)(\/|$)/, access: 'verified', why: "a parent's own tags and account" },
  { path: /^\/(api\/)?tag\/|^\/t(\/|$)/, access: 'public', why: "the emergency page, on a stranger's phone" },
];

/** The role the policy requires of a path, and why; undefined when no rule speaks of it. */
export function policyFor(path: string): { access: RouteAccess; why: string } | undefined {
  return ROLE_POLICY.find((rule) => rule.path.test(path));
}
