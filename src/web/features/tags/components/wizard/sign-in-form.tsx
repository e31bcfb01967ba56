// A parent who already has an account signs in inside the wizard instead of registering again.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { authText, wizardText } from '#shared/text.ts';
import { AccountFields } from '../../../../components/account-fields.tsx';
import { Button } from '../../../../components/ui/button.tsx';
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
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AccountFields mode="signIn" />
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? wizardText.signInPending : wizardText.signInButton}
        </Button>
      </form>
    </FormProvider>
  );
}
