// Sign-in mode of /auth (SPEC §2, §5, §8): signed in, to the dashboard; unverified, to verification.
// A checked `next` (the landing page's activation, or the page a password reset started
// from) replaces the dashboard and goes with the parent to verification and to "Forgot password?".
import { useNavigate } from 'react-router';
import { withNext } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import { SignInForm } from '../../components/sign-in-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { useSetSignedIn } from './use-sign-in-state.ts';

export function LoginForm({ next }: { next: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  return (
    <SignInForm
      buttonText={t('auth.loginButton')}
      pendingText={t('auth.loginPending')}
      onSignedIn={(user) => {
        setSignedIn(user);
        navigate(next ?? routes.dashboard);
      }}
      forgotPasswordHref={withNext(routes.forgotPassword, next)}
      onNeedsVerification={(email) => navigate(withNext(routes.verifyEmail(email), next))}
    />
  );
}
