// The route sets of SPEC §2, chosen by sign-in state. Pages are split per route so the landing
// page never downloads the dashboard or admin code.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { routes } from '#shared/paths.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { PageLayout } from '../components/layout/page-layout.tsx';

const LandingPage = lazy(() => import('../features/landing/landing-page.tsx'));
const AuthPage = lazy(() => import('../features/auth/auth-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));
const DashboardPage = lazy(() => import('../features/tags/dashboard-page.tsx'));
const ActivatePage = lazy(() => import('../features/tags/activate-page.tsx'));
const BraceletWizardPage = lazy(() => import('../features/tags/bracelet-wizard-page.tsx'));
const TagFormPage = lazy(() => import('../features/tags/tag-form-page.tsx'));
const PublicTagRoute = lazy(() => import('../features/public-tag/public-tag-route.tsx'));
const NfcReaderPage = lazy(() => import('../features/nfc-reader/nfc-reader-page.tsx'));
const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page.tsx'));
const AdminDashboardPage = lazy(() => import('../features/admin/admin-dashboard-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));

/** Pages only a signed-in parent has; a signed-out visitor is sent to sign in instead of a 404. */
const PARENT_ONLY = ['/dashboard', '/activate', '/tag-uid-reader', '/form-builder', '/configure/:tagId'];

function Page({ children }: { children: ReactNode }) {
  return (
    <PageLayout>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </PageLayout>
  );
}

const sharedRoutes = [
  <Route
    key="wizard"
    path="/activate-bracelet/:physicalId"
    element={
      <Page>
        <BraceletWizardPage />
      </Page>
    }
  />,
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
    key="admin"
    path="/admin"
    element={
      <Page>
        <AdminLoginPage />
      </Page>
    }
  />,
  <Route
    key="admin-dashboard"
    path="/admin/dashboard"
    element={
      <Page>
        <AdminDashboardPage />
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
        <Route
          path="/"
          element={
            <Page>
              <DashboardPage />
            </Page>
          }
        />
        <Route
          path="/dashboard"
          element={
            <Page>
              <DashboardPage />
            </Page>
          }
        />
        <Route
          path="/activate"
          element={
            <Page>
              <ActivatePage />
            </Page>
          }
        />
        <Route
          path="/tag-uid-reader"
          element={
            <Page>
              <NfcReaderPage />
            </Page>
          }
        />
        <Route
          path="/form-builder"
          element={
            <Page>
              <TagFormPage />
            </Page>
          }
        />
        <Route
          path="/configure/:tagId"
          element={
            <Page>
              <TagFormPage />
            </Page>
          }
        />
        {sharedRoutes}
        <Route path="/auth" element={<Navigate to={routes.dashboard} replace />} />
        <Route
          path="*"
          element={
            <Page>
              <NotFoundPage />
            </Page>
          }
        />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route
        path="/"
        element={
          <Page>
            <LandingPage />
          </Page>
        }
      />
      <Route
        path="/auth"
        element={
          <Page>
            <AuthPage />
          </Page>
        }
      />
      <Route
        path="/verify-email"
        element={
          <Page>
            <VerifyEmailPage />
          </Page>
        }
      />
      {sharedRoutes}
      {PARENT_ONLY.map((path) => (
        <Route key={path} path={path} element={<Navigate to={routes.auth} replace />} />
      ))}
      <Route
        path="*"
        element={
          <Page>
            <NotFoundPage />
          </Page>
        }
      />
    </Routes>
  );
}
