// Sign-in mode of /auth (SPEC §2, §5, §8): signed in, to the dashboard (or to `?next=`, an app page a
// password reset started from, issue 29); unverified, to verification.
import { useNavigate, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import { authText } from '#shared/text.ts';
import { SignInForm } from '../../components/sign-in-form.tsx';
import { useSetSignedIn } from './use-sign-in-state.ts';

export function LoginForm() {
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  return (
    <SignInForm
      buttonText={authText.loginButton}
      pendingText={authText.loginPending}
      onSignedIn={(user) => {
        setSignedIn(user);
        navigate(next ?? routes.dashboard);
      }}
      forgotPasswordHref={withNext(routes.forgotPassword, next)}
      onNeedsVerification={(email) => navigate(routes.verifyEmail(email))}
    />
  );
}
