// Wizard step 1 (SPEC §2): create an account (POST /api/register, wizard rules of SPEC §5), or sign in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { wizardRegisterSchema, type WizardRegisterInput } from '#shared/schemas/auth.ts';
import { authText, wizardText } from '#shared/text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { ApiError, errorMessage, fieldErrorsOf } from '../../../../lib/api-request.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { useWizardRegister } from '../../api/wizard-register.ts';
import { SignInForm } from './sign-in-form.tsx';
import { WizardBanner } from './wizard-banner.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useWizardRegister();
  const form = useForm<WizardRegisterInput>({
    resolver: zodResolver(wizardRegisterSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync(values);
      toast({ title: authText.wizardRegisterOkTitle, description: authText.wizardRegisterOk(answer.email) });
      onRegistered(answer.email);
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      if (body?.needsVerification && typeof body.email === 'string') {
        // The account exists but the code mail failed: verification is next, where resend works.
        toast({ variant: 'destructive', description: errorMessage(error, authText.registerFailedFallback) });
        onRegistered(body.email);
        return;
      }
      toast({
        variant: 'destructive',
        title: authText.registerFailedTitle,
        description: errorMessage(error, authText.registerFailedFallback),
      });
      const fieldErrors = fieldErrorsOf(error);
      for (const name of FIELDS) {
        const message = fieldErrors[name]?.[0];
        if (message) form.setError(name, { type: 'server', message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={authText.firstNameLabel} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={authText.lastNameLabel} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={authText.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={authText.passwordLabel} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? wizardText.registerPending : wizardText.registerButton}
      </Button>
    </form>
  );
}

export function RegisterStep({
  onRegistered,
  onSignedIn,
}: {
  onRegistered: (email: string) => void;
  onSignedIn: () => void;
}) {
  const [mode, setMode] = useState<'register' | 'signin'>('register');
  return (
    <div className="grid gap-5">
      <WizardBanner>{wizardText.registerBanner}</WizardBanner>
      {mode === 'register' ? (
        <RegisterForm onRegistered={onRegistered} />
      ) : (
        <SignInForm onSignedIn={onSignedIn} onNeedsVerification={onRegistered} />
      )}
      <p className="text-center text-sm text-gray-700">
        {mode === 'register' ? wizardText.haveAccount : wizardText.noAccount}{' '}
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => setMode(mode === 'register' ? 'signin' : 'register')}
        >
          {mode === 'register' ? wizardText.signIn : wizardText.register}
        </Button>
      </p>
    </div>
  );
}
