// The declared roles table: every route the server registers, by hand, with the role it must require
// (SPEC §6, DESIGN §3). The route inventory Fastify reports must equal it, and the access matrix has a
// case for each entry: a route added without a role, or without a line here, fails the tests.
// HEAD routes (Fastify adds one per GET) and the static client files are derived, not listed.
import type { RouteAccess } from '#server/plugins/route-access.ts';

export type DeclaredRoute = readonly [method: string, url: string, access: RouteAccess];

export const DECLARED_ROUTES: readonly DeclaredRoute[] = [
  // Health
  ['GET', '/healthz', 'public'],
  ['GET', '/readyz', 'public'],
  // The browser's texts in its language (issue 30)
  ['GET', '/api/messages/:language', 'public'],
  // The language switch: a cookie, and a signed-in parent's saved language (issue 30)
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
  // Password reset (issue 29)
  ['POST', '/api/auth/forgot-password', 'public'],
  ['POST', '/api/auth/reset-password', 'public'],
  // The parent's own account (issue 17)
  ['GET', '/api/account', 'verified'],
  ['POST', '/api/account/password', 'verified'],
  ['GET', '/api/account/export', 'verified'],
  ['DELETE', '/api/account', 'verified'],

  // Parents' tags (owner only: another parent's tag answers 404)
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
  ['POST', '/api/tags/:tagId/test-alert', 'verified'],
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

export const routeKey = (method: string, url: string) => `${method} ${url}`;
