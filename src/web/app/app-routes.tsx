// The route sets of SPEC §2, chosen by sign-in state and built from the client route table
// (src/shared/client-routes.ts): each entry's page comes from PAGES below, and its access says in
// which set it is a page and where the other set sends its visitor. Pages are split per route so
// the landing page never downloads the dashboard or admin code.
import { Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import {
  clientRoutes,
  matchClientRoute,
  routes,
  type ClientRoute,
  type ClientRouteKey,
} from '#shared/client-routes.ts';
import { useAdminCheck } from '../api/admin-check.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { PageLayout } from '../components/layout/page-layout.tsx';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { useStaticNoticeScope } from '../lib/use-static-notice-scope.ts';

const LandingPage = lazyPage(() => import('../features/landing/landing-page.tsx'));
const AuthPage = lazyPage(() => import('../features/auth/auth-page.tsx'));
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'));
const DashboardPage = lazyPage(() => import('../features/tags/dashboard-page.tsx'));
const ActivatePage = lazyPage(() => import('../features/tags/activate-page.tsx'));
const BraceletWizardPage = lazyPage(() => import('../features/tags/bracelet-wizard-page.tsx'));
const TagFormPage = lazyPage(() => import('../features/tags/tag-form-page.tsx'));
const TagPage = lazyPage(() => import('../features/tags/tag-page.tsx'));
const ScanHistoryPage = lazyPage(() => import('../features/scan-history/scan-history-page.tsx'));
const AccountPage = lazyPage(() => import('../features/account/account-page.tsx'));
const PublicTagRoute = lazyPage(() => import('../features/public-tag/public-tag-route.tsx'));
const NfcReaderPage = lazyPage(() => import('../features/nfc-reader/nfc-reader-page.tsx'));
const AdminLoginPage = lazyPage(() => import('../features/admin/admin-login-page.tsx'));
const AdminDashboardPage = lazyPage(() => import('../features/admin/admin-dashboard-page.tsx'));
const AdminOrderPage = lazyPage(() => import('../features/admin/orders/order-page.tsx'));
const BuyerOrderPage = lazyPage(() => import('../features/my-orders/buyer-order-page.tsx'));
const InvitationPage = lazyPage(() => import('../features/invitations/invitation-page.tsx'));
const PrivacyPage = lazyPage(() => import('../features/privacy/privacy-page.tsx'));
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx'));

function Page({ children }: { children: ReactNode }) {
  return (
    <PageLayout>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </PageLayout>
  );
}

/** The page of a route; '/' shows the landing page signed out and the dashboard signed in. */
type PageFor = LazyPage | Record<RouteSet, LazyPage>;
type RouteSet = 'signedIn' | 'signedOut';

/** Every entry of the route table has its page: an entry without one does not compile. */
const PAGES = {
  home: { signedIn: DashboardPage, signedOut: LandingPage },
  dashboard: DashboardPage,
  activate: ActivatePage,
  activateBracelet: BraceletWizardPage,
  tagUidReader: NfcReaderPage,
  formBuilder: TagFormPage,
  configure: TagFormPage,
  scanHistory: ScanHistoryPage,
  account: AccountPage,
  publicTag: PublicTagRoute,
  privacy: PrivacyPage,
  auth: AuthPage,
  verifyEmail: VerifyEmailPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  admin: AdminLoginPage,
  adminDashboard: AdminDashboardPage,
  adminOrder: AdminOrderPage,
  buyerOrder: BuyerOrderPage,
  tagPage: TagPage,
  invitation: InvitationPage,
} satisfies Record<ClientRouteKey, PageFor>;

/** Pages with a layout of their own instead of the site's header and footer. */
const OWN_LAYOUT: ReadonlySet<ClientRouteKey> = new Set(['publicTag']);

function pageFor(key: ClientRouteKey, set: RouteSet): LazyPage {
  const page: PageFor = PAGES[key];
  return 'preload' in page ? page : page[set];
}

/**
 * Sends a visitor on the wrong side of the route sets to `to`, unless the browser has already left
 * this page. Signing in or out changes the route set at once (a store update React renders
 * synchronously) while the navigation that goes with it (Sign Out's /, verification's /) is still
 * rendering as a transition: for a moment the new set sees the old page, and redirecting it then
 * would overwrite that navigation (decision 005).
 */
function RouteSetRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const browserAt = window.location.pathname + window.location.search;
    if (browserAt === pathname + search) void navigate(to, { replace: true });
  }, [navigate, pathname, search, to]);
  return <LoadingScreen />;
}

function AdminOrSignIn({ children }: { children: ReactElement }) {
  const { isAdmin, isLoading } = useAdminCheck();
  if (isLoading) return <LoadingScreen />;
  return isAdmin ? children : <RouteSetRedirect to={routes.auth} />;
}

/** What a route of a set shows: read by the route table's test. */
export type RouteHandle = {
  key: ClientRouteKey | 'notFound';
  shows: 'page' | { redirectTo: string } | 'pageForAdminElseSignIn';
};

function pageRoute(key: ClientRouteKey, set: RouteSet): RouteObject {
  const Component = pageFor(key, set);
  const element = OWN_LAYOUT.has(key) ? (
    <Suspense fallback={<LoadingScreen />}>
      <Component />
    </Suspense>
  ) : (
    <Page>
      <Component />
    </Page>
  );
  return { path: clientRoutes[key].pattern, element, handle: { key, shows: 'page' } satisfies RouteHandle };
}

function redirectRoute(key: ClientRouteKey, to: string): RouteObject {
  const handle: RouteHandle = { key, shows: { redirectTo: to } };
  return { path: clientRoutes[key].pattern, element: <RouteSetRedirect to={to} />, handle };
}

/**
 * Signed-in pages a signed-in admin opens too: the shop owner reads chip UIDs for a bracelet batch
 *. Such a page has no data of its own, so it needs no server check.
 */
function adminOrSignInRoute(key: ClientRouteKey): RouteObject {
  const Component = pageFor(key, 'signedOut');
  const element = (
    <Page>
      <AdminOrSignIn>
        <Component />
      </AdminOrSignIn>
    </Page>
  );
  const handle: RouteHandle = { key, shows: 'pageForAdminElseSignIn' };
  return { path: clientRoutes[key].pattern, element, handle };
}

/**
 * One set's routes: its own pages; the other set's pages send their visitor over (signed out to
 * sign in, signed in to the dashboard: decision 005); any other path shows the 'Page Not Found' card.
 */
export function routeSet(set: RouteSet): RouteObject[] {
  const entries = (Object.keys(clientRoutes) as ClientRouteKey[]).map((key) => {
    const route: ClientRoute = clientRoutes[key];
    if (route.access === 'both' || route.access === set) return pageRoute(key, set);
    if (set === 'signedIn') return redirectRoute(key, routes.dashboard);
    return route.alsoForAdmin ? adminOrSignInRoute(key) : redirectRoute(key, routes.auth);
  });
  const notFound: RouteObject = {
    path: '*',
    element: (
      <Page>
        <NotFoundPage />
      </Page>
    ),
    handle: { key: 'notFound', shows: 'page' } satisfies RouteHandle,
  };
  return [...entries, notFound];
}

const ROUTE_SETS: Record<RouteSet, RouteObject[]> = {
  signedIn: routeSet('signedIn'),
  signedOut: routeSet('signedOut'),
};

/**
 * Loads the page the server rendered at `pathname` (only signed-out pages are server-rendered), so
 * the browser can hydrate it without suspending.
 */
export async function preloadServerRenderedPage(pathname: string): Promise<void> {
  const match = matchClientRoute(pathname);
  if (match && match.route.access !== 'signedIn') await pageFor(match.key, 'signedOut').preload();
}

export function AppRoutes() {
  useStaticNoticeScope();
  const { user, isLoading } = useCurrentUser();
  const element = useRoutes(user ? ROUTE_SETS.signedIn : ROUTE_SETS.signedOut);
  if (isLoading) return <LoadingScreen />;
  return element;
}
