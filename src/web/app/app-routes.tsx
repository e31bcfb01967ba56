// The route sets of SPEC §2, chosen by sign-in state. Pages are split per route so the landing
// page never downloads the dashboard or admin code.
import { Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation, useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { useAdminCheck } from '../api/admin-check.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { PageLayout } from '../components/layout/page-layout.tsx';
import { lazyPage, type LazyPage } from './lazy-page.ts';

const LandingPage = lazyPage(() => import('../features/landing/landing-page.tsx'));
const AuthPage = lazyPage(() => import('../features/auth/auth-page.tsx'));
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page.tsx'));
const DashboardPage = lazyPage(() => import('../features/tags/dashboard-page.tsx'));
const ActivatePage = lazyPage(() => import('../features/tags/activate-page.tsx'));
const BraceletWizardPage = lazyPage(() => import('../features/tags/bracelet-wizard-page.tsx'));
const TagFormPage = lazyPage(() => import('../features/tags/tag-form-page.tsx'));
const PublicTagRoute = lazyPage(() => import('../features/public-tag/public-tag-route.tsx'));
const NfcReaderPage = lazyPage(() => import('../features/nfc-reader/nfc-reader-page.tsx'));
const AdminLoginPage = lazyPage(() => import('../features/admin/admin-login-page.tsx'));
const AdminDashboardPage = lazyPage(() => import('../features/admin/admin-dashboard-page.tsx'));
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx'));

function Page({ children }: { children: ReactNode }) {
  return (
    <PageLayout>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </PageLayout>
  );
}

type RouteTable = ReadonlyArray<readonly [path: string, page: LazyPage]>;

const SIGNED_IN: RouteTable = [
  ['/', DashboardPage],
  ['/dashboard', DashboardPage],
  ['/activate', ActivatePage],
  ['/tag-uid-reader', NfcReaderPage],
  ['/form-builder', TagFormPage],
  ['/configure/:tagId', TagFormPage],
];

const SIGNED_OUT: RouteTable = [
  ['/', LandingPage],
  ['/auth', AuthPage],
  ['/verify-email', VerifyEmailPage],
];

const EITHER: RouteTable = [
  ['/activate-bracelet/:physicalId', BraceletWizardPage],
  ['/admin', AdminLoginPage],
  ['/admin/dashboard', AdminDashboardPage],
];

/**
 * Loads the page the server rendered at `pathname` (only signed-out pages are server-rendered), so
 * the browser can hydrate it without suspending.
 */
export async function preloadServerRenderedPage(pathname: string): Promise<void> {
  const entry = [...SIGNED_OUT, ...EITHER].find(([path]) => matchPath(path, pathname));
  await entry?.[1].preload();
}

/**
 * Signed-in pages a signed-in admin opens too: the shop owner reads chip UIDs for a bracelet batch
 * (issue 13). The reader has no data of its own, so it needs no server check.
 */
const ADMIN_TOO: RouteTable = [['/tag-uid-reader', NfcReaderPage]];

/** Pages only a signed-in parent has; a signed-out visitor is sent to sign in instead of a 404. */
const PARENT_ONLY = SIGNED_IN.map(([path]) => path).filter(
  (path) => path !== '/' && !ADMIN_TOO.some(([adminPath]) => adminPath === path),
);
/** Pages only a signed-out visitor has; a signed-in parent is sent to the dashboard (decision 004). */
const VISITOR_ONLY = SIGNED_OUT.map(([path]) => path).filter((path) => path !== '/');

/**
 * Sends a visitor on the wrong side of the route sets to `to`, unless the browser has already left
 * this page. Signing in or out changes the route set at once (a store update React renders
 * synchronously) while the navigation that goes with it (Sign Out's /, verification's /) is still
 * rendering as a transition: for a moment the new set sees the old page, and redirecting it then
 * would overwrite that navigation (decision 075).
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

function redirectRoutes(paths: readonly string[], to: string) {
  return paths.map((path) => <Route key={path} path={path} element={<RouteSetRedirect to={to} />} />);
}

function AdminOrSignIn({ children }: { children: ReactElement }) {
  const { isAdmin, isLoading } = useAdminCheck();
  if (isLoading) return <LoadingScreen />;
  return isAdmin ? children : <RouteSetRedirect to={routes.auth} />;
}

function pageRoutes(table: RouteTable) {
  return table.map(([path, Component]) => (
    <Route
      key={path}
      path={path}
      element={
        <Page>
          <Component />
        </Page>
      }
    />
  ));
}

/** In both sets: the wizard and admin pages, the public tag page (its own layout) and the 404 card. */
const sharedRoutes = [
  ...pageRoutes(EITHER),
  <Route
    key="tag"
    path="/tag/:uniqueCode"
    element={
      <Suspense fallback={<LoadingScreen />}>
        <PublicTagRoute />
      </Suspense>
    }
  />,
  <Route
    key="not-found"
    path="*"
    element={
      <Page>
        <NotFoundPage />
      </Page>
    }
  />,
];

export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;

  if (user) {
    return (
      <Routes>
        {pageRoutes(SIGNED_IN)}
        {sharedRoutes}
        {redirectRoutes(VISITOR_ONLY, routes.dashboard)}
      </Routes>
    );
  }

  return (
    <Routes>
      {pageRoutes(SIGNED_OUT)}
      {sharedRoutes}
      {redirectRoutes(PARENT_ONLY, routes.auth)}
      {ADMIN_TOO.map(([path, Component]) => (
        <Route
          key={path}
          path={path}
          element={
            <Page>
              <AdminOrSignIn>
                <Component />
              </AdminOrSignIn>
            </Page>
          }
        />
      ))}
    </Routes>
  );
}
