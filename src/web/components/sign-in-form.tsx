// The sign-in form of /auth and of the bracelet wizard (SPEC §2, §5, §8): e-mail and password, the
// same toasts; each screen says what its button reads and what happens next.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginSchema, type CurrentUser, type LoginInput } from '#shared/schemas/auth.ts';
import { useLogin } from '../api/login.ts';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import { showServerFieldErrors } from '../lib/form-errors.ts';
import { toastFailure } from '../lib/use-endpoint-mutation.ts';
import { toast } from '../lib/use-toast.ts';
import { AccountFields } from './account-fields.tsx';
import { Button } from './ui/button.tsx';

/** SPEC §2: a login error containing either marker sends the user to verification. */
function needsVerification(error: unknown): boolean {
  return error instanceof Error && /verify your email|needsVerification/.test(error.message);
}

export function SignInForm({
  buttonText,
  pendingText,
  onSignedIn,
  onNeedsVerification,
  forgotPasswordHref,
}: {
  buttonText: string;
  pendingText: string;
  /** "Forgot password?" under the password, with the page to come back to. */
  forgotPasswordHref: string;
  onSignedIn: (user: CurrentUser) => void;
  onNeedsVerification: (email: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user, language } = await login.mutateAsync(values);
      toast({ title: t('auth.loginOkTitle'), description: t('auth.loginOk') });
      onSignedIn(user);
      // The account speaks another language: once the next page is in the address bar,
      // reload it so every text, server-rendered or not, is in that language.
      if (language && language !== locale) setTimeout(() => window.location.reload(), 0);
    } catch (error) {
      toastFailure(t, error, { title: 'auth.loginFailedTitle', fallback: 'auth.loginFailedFallback' });
      if (needsVerification(error)) {
        onNeedsVerification(values.email);
        return;
      }
      showServerFieldErrors(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AccountFields mode="signIn" />
        <Link
          to={forgotPasswordHref}
          className="-mt-2 justify-self-end text-sm font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
        >
          {t('passwordReset.forgotLink')}
        </Link>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? pendingText : buttonText}
        </Button>
      </form>
    </FormProvider>
  );
}
