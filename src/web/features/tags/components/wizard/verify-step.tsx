// Wizard step 2 (SPEC §2): the 6-digit code from the mail (POST /api/verify-email signs the parent
// in), resend, and Back to registration. A refused code or resend also stays under the input after its
// toast is gone, and so do the seconds until a new code can be sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import { verificationCodeSchema } from '#shared/schemas/auth.ts';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { ResendWait } from '../../../../components/resend-wait.tsx';
import { VerificationCodeInput } from '../../../../components/verification-code-input.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-request.ts';
import { retryAfterSeconds, useResendCountdown } from '../../../../lib/resend-countdown.ts';
import { toastFailure } from '../../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { useResendVerification } from '../../../../api/resend-verification.ts';
import { useWizardVerifyEmail } from '../../api/wizard-verify-email.ts';
import { WizardBanner } from './wizard-banner.tsx';

const codeFormSchema = z.object({ code: verificationCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

/** A wrong or dead code (400) and too many tries (429) are about the code: they stay under it. */
const isAboutTheCode = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 429);

export function VerifyStep({
  email,
  onBack,
  onVerified,
}: {
  email: string;
  onBack: () => void;
  onVerified: () => void;
}) {
  const t = useT();
  const verify = useWizardVerifyEmail();
  const resend = useResendVerification();
  const { secondsLeft, waitBeforeResend } = useResendCountdown(email);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync({ email, code: values.code });
      toast({ title: t('auth.verifyOkTitle'), description: t('auth.verifyOk') });
      onVerified();
    } catch (error) {
      toastFailure(t, error, { title: 'auth.verifyFailedTitle', fallback: 'auth.verifyFailedTitle' });
      if (isAboutTheCode(error)) {
        form.setError('code', { type: 'server', message: errorMessage(error, t('auth.verifyFailedTitle')) });
      }
    }
  });

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: (answer) => {
        toast({ description: answer.message });
        form.clearErrors('code');
        waitBeforeResend(VERIFICATION_RESEND_INTERVAL_MS / 1000);
      },
      onError: (error) => {
        toast({ variant: 'destructive', description: errorMessage(error, t('auth.verifyFailedTitle')) });
        const wait = retryAfterSeconds(error);
        if (wait > 0) waitBeforeResend(wait);
      },
    });

  return (
    <div className="grid gap-5">
      <WizardBanner>{t('wizard.verifyBanner')}</WizardBanner>
      {/* A long address wraps anywhere rather than widening the card past a phone screen. */}
      <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">{t('wizard.codeSentTo', { email })}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label={t('wizard.codeLabel')}
          error={form.formState.errors.code?.message}
          hint={secondsLeft > 0 && <ResendWait>{t('wizard.resendIn', { seconds: secondsLeft })}</ResendWait>}
        >
          <VerificationCodeInput {...form.register('code')} className="h-12 text-xl" />
        </FormField>
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending ? t('wizard.verifyPending') : t('wizard.verifyButton')}
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('wizard.back')}
        </Button>
        <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t('wizard.resendPending') : t('wizard.resendButton')}
        </Button>
      </div>
    </div>
  );
}
