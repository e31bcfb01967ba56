// Wizard step 1 (SPEC §2): create an account (POST /api/register, wizard rules of SPEC §5), or sign in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { wizardRegisterSchema, type WizardRegisterInput } from '#shared/schemas/auth.ts';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { AccountFields } from '../../../../components/account-fields.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage, registeredDespiteMailOf } from '../../../../lib/api-request.ts';
import { showServerFieldErrors } from '../../../../lib/form-errors.ts';
import { toastFailure } from '../../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { useWizardRegister } from '../../api/wizard-register.ts';
import { SignInForm } from './sign-in-form.tsx';
import { WizardBanner } from './wizard-banner.tsx';

type OnRegistered = (email: string, resendInSeconds?: number) => void;

function RegisterForm({ onRegistered }: { onRegistered: OnRegistered }) {
  const t = useT();
  const registerAccount = useWizardRegister();
  const form = useForm<WizardRegisterInput>({
    resolver: zodResolver(wizardRegisterSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await registerAccount.mutateAsync(values);
      if (answer.codeSent === false) {
        // Registered again within the minute (decision 012): the code sent before, or a resend later.
        toast({ description: answer.message });
      } else {
        toast({
          title: t('auth.wizardRegisterOkTitle'),
          description: t('auth.wizardRegisterOk', { email: answer.email }),
        });
      }
      onRegistered(answer.email, answer.resendAvailableInSeconds);
    } catch (error) {
      const registered = registeredDespiteMailOf(error);
      if (registered) {
        // The account exists but the code mail failed: verification is next, where resend works.
        toast({ variant: 'destructive', description: errorMessage(error, t('auth.registerFailedFallback')) });
        onRegistered(registered);
        return;
      }
      toastFailure(t, error, { title: 'auth.registerFailedTitle', fallback: 'auth.registerFailedFallback' });
      showServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'email', 'password']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AccountFields mode="register" />
        <Button type="submit" size="lg" disabled={registerAccount.isPending}>
          {registerAccount.isPending ? t('wizard.registerPending') : t('wizard.registerButton')}
        </Button>
      </form>
    </FormProvider>
  );
}

export function RegisterStep({
  onRegistered,
  onSignedIn,
}: {
  onRegistered: OnRegistered;
  onSignedIn: () => void;
}) {
  const t = useT();
  const [mode, setMode] = useState<'register' | 'signin'>('register');
  return (
    <div className="grid gap-5">
      <WizardBanner>{t('wizard.registerBanner')}</WizardBanner>
      {mode === 'register' ? (
        <RegisterForm onRegistered={onRegistered} />
      ) : (
        <SignInForm onSignedIn={onSignedIn} onNeedsVerification={onRegistered} />
      )}
      <p className="text-center text-sm text-gray-700">
        {mode === 'register' ? t('wizard.haveAccount') : t('wizard.noAccount')}{' '}
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => setMode(mode === 'register' ? 'signin' : 'register')}
        >
          {mode === 'register' ? t('wizard.signIn') : t('wizard.register')}
        </Button>
      </p>
    </div>
  );
}
