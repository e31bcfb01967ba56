// Wizard step 2 (SPEC §2): the 6-digit code from the mail (POST /api/verify-email signs the parent
// in), resend, and Back to registration.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { verificationCodeSchema } from '#shared/schemas/auth.ts';
import { authText, wizardText } from '#shared/text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { VerificationCodeInput } from '../../../../components/verification-code-input.tsx';
import { errorMessage } from '../../../../lib/api-request.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { useResendVerification } from '../../api/resend-verification.ts';
import { useWizardVerifyEmail } from '../../api/wizard-verify-email.ts';
import { WizardBanner } from './wizard-banner.tsx';

const codeFormSchema = z.object({ code: verificationCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

export function VerifyStep({
  email,
  onBack,
  onVerified,
}: {
  email: string;
  onBack: () => void;
  onVerified: () => void;
}) {
  const verify = useWizardVerifyEmail();
  const resend = useResendVerification();
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync({ email, code: values.code });
      toast({ title: authText.verifyOkTitle, description: authText.verifyOk });
      onVerified();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: authText.verifyFailedTitle,
        description: errorMessage(error, authText.verifyFailedTitle),
      });
    }
  });

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: (answer) => toast({ description: answer.message }),
      onError: (error) =>
        toast({ variant: 'destructive', description: errorMessage(error, authText.verifyFailedTitle) }),
    });

  return (
    <div className="grid gap-5">
      <WizardBanner>{wizardText.verifyBanner}</WizardBanner>
      <p className="text-sm text-gray-700">{wizardText.codeSentTo(email)}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={wizardText.codeLabel} error={form.formState.errors.code?.message}>
          <VerificationCodeInput {...form.register('code')} className="h-12 text-xl" />
        </FormField>
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending ? wizardText.verifyPending : wizardText.verifyButton}
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {wizardText.back}
        </Button>
        <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? wizardText.resendPending : wizardText.resendButton}
        </Button>
      </div>
    </div>
  );
}
