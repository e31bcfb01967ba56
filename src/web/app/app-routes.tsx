// The route sets of SPEC §2, chosen by sign-in state. Pages are split per route so the landing
// page never downloads the dashboard or admin code.
import { Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { routes } from '#shared/paths.ts';
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

/** Pages only a signed-in parent has; a signed-out visitor is sent to sign in instead of a 404. */
const PARENT_ONLY = SIGNED_IN.map(([path]) => path).filter((path) => path !== '/');

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
        <Route path="/auth" element={<Navigate to={routes.dashboard} replace />} />
      </Routes>
    );
  }

  return (
    <Routes>
      {pageRoutes(SIGNED_OUT)}
      {sharedRoutes}
      {PARENT_ONLY.map((path) => (
        <Route key={path} path={path} element={<Navigate to={routes.auth} replace />} />
      ))}
    </Routes>
  );
}
