// A parent who already has an account signs in inside the wizard instead of registering again: the
// shared sign-in form with the wizard's texts. The answer is the current user, put in the cache at
// once so the next step sees the account.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { safeNextPath, withNext } from '#shared/next-path.ts';
import { queryKeys, routes } from '#shared/paths.ts';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { SignInForm as AccountSignInForm } from '../../../../components/sign-in-form.tsx';

export function SignInForm({
  onSignedIn,
  onNeedsVerification,
}: {
  onSignedIn: () => void;
  onNeedsVerification: (email: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  // A reset started here comes back to this bracelet once the parent signs in again.
  const { pathname } = useLocation();
  return (
    <AccountSignInForm
      buttonText={t('wizard.signInButton')}
      pendingText={t('wizard.signInPending')}
      onSignedIn={(user) => {
        queryClient.setQueryData(queryKeys.currentUser, user);
        onSignedIn();
      }}
      onNeedsVerification={onNeedsVerification}
      forgotPasswordHref={withNext(routes.forgotPassword, safeNextPath(pathname))}
    />
  );
}
