// Sign-in mode of /auth (SPEC §2, §5, §8): signed in, to the dashboard; unverified, to verification.
import { useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { authText } from '#shared/text.ts';
import { SignInForm } from '../../components/sign-in-form.tsx';
import { useSetSignedIn } from './use-sign-in-state.ts';

export function LoginForm() {
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  return (
    <SignInForm
      buttonText={authText.loginButton}
      pendingText={authText.loginPending}
      onSignedIn={(user) => {
        setSignedIn(user);
        navigate(routes.dashboard);
      }}
      onNeedsVerification={(email) => navigate(routes.verifyEmail(email))}
    />
  );
}
