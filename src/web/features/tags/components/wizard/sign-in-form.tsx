// A parent who already has an account signs in inside the wizard instead of registering again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { authText, wizardText } from '#shared/text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-request.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { useWizardLogin } from '../../api/wizard-login.ts';

export function SignInForm({
  onSignedIn,
  onNeedsVerification,
}: {
  onSignedIn: () => void;
  onNeedsVerification: (email: string) => void;
}) {
  const login = useWizardLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast({ title: authText.loginOkTitle, description: authText.loginOk });
      onSignedIn();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: authText.loginFailedTitle,
        description: errorMessage(error, authText.loginFailedFallback),
      });
      if (error instanceof ApiError && error.body?.needsVerification) onNeedsVerification(values.email);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={authText.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={authText.passwordLabel} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? wizardText.signInPending : wizardText.signInButton}
      </Button>
    </form>
  );
}
