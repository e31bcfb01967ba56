// Registration mode of /auth (SPEC §2, §5, §8). Creating an account does not sign in: the next
// step is e-mail verification. A checked `next` goes with the parent to verification.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { withNext } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import { registerSchema, type RegisterInput } from '#shared/schemas/auth.ts';
import { AccountFields } from '../../components/account-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { registeredDespiteMailOf } from '../../lib/api-request.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { rememberResendWait } from '../../lib/resend-countdown.ts';
import { toastFailure } from '../../lib/use-endpoint-mutation.ts';
import { toast } from '../../lib/use-toast.ts';
import { useRegister } from './api/register.ts';

export function RegisterForm({ next }: { next: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await registerAccount.mutateAsync(values);
      // Registered again within the minute (decision 012): no new code yet, and the message says when.
      toast({
        title: t('auth.registerOkTitle'),
        description: answer.codeSent === false ? answer.message : t('auth.registerOk'),
      });
      if (answer.resendAvailableInSeconds > 0)
        rememberResendWait(answer.email, answer.resendAvailableInSeconds);
      navigate(
        answer.needsVerification
          ? withNext(routes.verifyEmail(answer.email), next)
          : (next ?? routes.activate),
      );
    } catch (error) {
      // The account exists but its mail did not go out: verification is still next, where resend works.
      const registered = registeredDespiteMailOf(error);
      const title = registered ? 'auth.registerOkTitle' : 'auth.registerFailedTitle';
      toastFailure(t, error, { title, fallback: 'auth.registerFailedFallback' });
      if (registered) {
        navigate(withNext(routes.verifyEmail(registered), next));
        return;
      }
      showServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'email', 'password']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AccountFields mode="register" />
        <Button type="submit" size="lg" disabled={registerAccount.isPending}>
          {registerAccount.isPending ? t('auth.registerPending') : t('auth.registerButton')}
        </Button>
      </form>
    </FormProvider>
  );
}
