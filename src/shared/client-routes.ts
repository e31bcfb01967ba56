// The client's pages (SPEC §2), declared once. This table feeds the router (src/web/app/app-routes.tsx
// maps each key to its page), the links (`routes.x`), the server's 404 decision (pages.routes.ts) and
// the signed-in/signed-out redirects. A new page is one entry here plus its page component.

/**
 * Which route set has the page (SPEC §2). A page in one set only sends a visitor of the other set
 * elsewhere: signed out to /auth, signed in to /dashboard (decision 005).
 */
export type RouteAccess = 'signedIn' | 'signedOut' | 'both';

export type ClientRoute = {
  /** react-router syntax: ':name' matches one path segment. */
  pattern: string;
  /** The link to the page; defaults to the pattern (pages without parameters). */
  href?: string | ((...params: string[]) => string);
  access: RouteAccess;
  /** A signed-in page a signed-in admin opens too, without a parent's session. */
  alsoForAdmin?: true;
  /**
   * 'own': the server has a route of its own for the page (it embeds the page's data or renders it);
   * the app shell's catch-all sees such a path only when that route refused it, and answers 404.
   * Otherwise the catch-all answers the app shell.
   */
  server?: 'own';
};

/** `?view=responder` on /tag/{uniqueCode}: the page as a stranger sees it (the owner's preview). */
export const RESPONDER_VIEW = 'responder';

const segment = encodeURIComponent;

export const clientRoutes = {
  /** Signed out the landing page, signed in the dashboard. */
  home: { pattern: '/', access: 'both' },
  dashboard: { pattern: '/dashboard', access: 'signedIn' },
  activate: { pattern: '/activate', access: 'signedIn' },
  activateBracelet: {
    pattern: '/activate-bracelet/:physicalId',
    href: (physicalId: string) => `/activate-bracelet/${segment(physicalId)}`,
    access: 'both',
    server: 'own',
  },
  tagUidReader: { pattern: '/tag-uid-reader', access: 'signedIn', alsoForAdmin: true },
  formBuilder: { pattern: '/form-builder', access: 'signedIn' },
  configure: {
    pattern: '/configure/:tagId',
    href: (tagId: string) => `/configure/${segment(tagId)}`,
    access: 'signedIn',
  },
  /** A tag's scans of the last 90 days; alert mails link here. */
  scanHistory: {
    pattern: '/history/:tagId',
    href: (tagId: string) => `/history/${segment(tagId)}`,
    access: 'signedIn',
  },
  /** The parent's account: details, password, consents, export and deletion. */
  account: { pattern: '/account', access: 'signedIn' },
  publicTag: {
    pattern: '/tag/:uniqueCode',
    href: (uniqueCode: string) => `/tag/${segment(uniqueCode)}`,
    access: 'both',
    server: 'own',
  },
  /** The privacy notice: for everyone, signed in or not. */
  privacy: { pattern: '/privacy', access: 'both' },
  auth: { pattern: '/auth', access: 'signedOut' },
  verifyEmail: {
    pattern: '/verify-email',
    href: (email: string) => `/verify-email?email=${segment(email)}`,
    access: 'signedOut',
  },
  /**
   * Issue 29: asking for a password-reset link. Open signed in too: the account page's change needs
   * the current password, so a signed-in parent who forgot it needs the link as well.
   */
  forgotPassword: { pattern: '/forgot-password', access: 'both' },
  /** Issue 29: the mailed link's page (token in the fragment); a link opens in whatever browser is signed in. */
  resetPassword: { pattern: '/reset-password', access: 'both' },
  admin: { pattern: '/admin', access: 'both' },
  adminDashboard: { pattern: '/admin/dashboard', access: 'both' },
  /** Issue 32: one order in the admin: its facts, packing, shipping, refunds and history. */
  adminOrder: {
    pattern: '/admin/orders/:id',
    href: (id: string) => `/admin/orders/${segment(id)}`,
    access: 'both',
  },
  /** Issue 32: the buyer's order from their mails' signed link, for anyone holding it. */
  buyerOrder: {
    pattern: '/order/:id/:signature',
    href: (id: string, signature: string) => `/order/${segment(id)}/${segment(signature)}`,
    access: 'both',
  },
  /** A tag's own page: everything beyond the dashboard card, grouped by what a parent does. */
  tagPage: {
    pattern: '/tags/:tagId',
    href: (tagId: string) => `/tags/${segment(tagId)}`,
    access: 'signedIn',
  },
  /**
   * Issue 34: the mailed invitation to look after a tag (its raw token in the path). Open to both sets:
   * a signed-out invitee signs in or registers and comes back here.
   */
  invitation: {
    pattern: '/invitations/:token',
    href: (token: string) => `/invitations/${segment(token)}`,
    access: 'both',
  },
} as const satisfies Record<string, ClientRoute>;

export type ClientRouteKey = keyof typeof clientRoutes;

type HrefOf<R> = R extends { href: infer H } ? H : R extends { pattern: infer P } ? P : never;

function linksOf<T extends Record<string, ClientRoute>>(table: T): { [K in keyof T]: HrefOf<T[K]> } {
  const links: Record<string, ClientRoute['href']> = {};
  for (const [key, route] of Object.entries(table)) links[key] = route.href ?? route.pattern;
  return links as { [K in keyof T]: HrefOf<T[K]> };
}

const tableHrefs = linksOf(clientRoutes);

/** Links to the pages: the table's hrefs, plus the few links that add a query or an anchor. */
export const routes = {
  ...tableHrefs,
  register: `${clientRoutes.auth.pattern}?mode=register`,
  /** The public page exactly as a responder sees it, even for its signed-in owner (no owner's bar). */
  publicTagAsResponder: (uniqueCode: string) => `${tableHrefs.publicTag(uniqueCode)}?view=${RESPONDER_VIEW}`,
  /** Where the public page's PIN box and call-back form post (issue 35). */
  publicTagUnlock: (uniqueCode: string) => `${tableHrefs.publicTag(uniqueCode)}/unlock`,
  publicTagContact: (uniqueCode: string) => `${tableHrefs.publicTag(uniqueCode)}/contact`,
  howItWorksAnchor: '/#how-it-works',
  /** The admin dashboard opened on its Orders tab (an order page's way back). */
  adminOrders: `${tableHrefs.adminDashboard}?tab=orders`,
  /** The mailed reset link: token and return page in the fragment, which no server sees. */
  resetPasswordLink: (token: string, next?: string | null) =>
    `${tableHrefs.resetPassword}#${new URLSearchParams(next ? { token, next } : { token }).toString()}`,
} as const;

export type ClientRouteMatch = { key: ClientRouteKey; route: ClientRoute };

const MATCHERS = (Object.keys(clientRoutes) as ClientRouteKey[]).map((key) => {
  const route: ClientRoute = clientRoutes[key];
  return { key, route, re: new RegExp(`^${route.pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`) };
});

/** The table's entry for a pathname (no query), ignoring trailing slashes; null for unknown pages. */
export function matchClientRoute(pathname: string): ClientRouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = MATCHERS.find(({ re }) => re.test(clean));
  return match ? { key: match.key, route: match.route } : null;
}

/** A path that matches the pattern, each parameter filled with `value` (for tests and checks). */
export function samplePath(pattern: string, value = 'sample'): string {
  return pattern.replace(/:[A-Za-z]+/g, value);
}
