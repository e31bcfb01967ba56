// Sign-in mode of /auth (SPEC §2, §5, §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { loginSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { authText } from '#shared/text.ts';
import { AccountFields } from '../../components/account-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-request.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/use-toast.ts';
import { useLogin } from './api/login.ts';
import { useSetSignedIn } from './use-sign-in-state.ts';

/** SPEC §2: a login error containing either marker sends the user to verification. */
function needsVerification(error: unknown): boolean {
  return error instanceof Error && /verify your email|needsVerification/.test(error.message);
}

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const setSignedIn = useSetSignedIn();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      toast({ title: authText.loginOkTitle, description: authText.loginOk });
      setSignedIn(user);
      navigate(routes.dashboard);
    } catch (error) {
      const message = errorMessage(error, authText.loginFailedFallback);
      toast({ variant: 'destructive', title: authText.loginFailedTitle, description: message });
      if (needsVerification(error)) {
        navigate(routes.verifyEmail(values.email));
        return;
      }
      showServerFieldErrors(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AccountFields mode="signIn" />
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? authText.loginPending : authText.loginButton}
        </Button>
      </form>
    </FormProvider>
  );
}
