// /verify-email (SPEC §2, §8; Italian): the 6-digit code from the mail, a resend button, help notes.
// Without an email query parameter there is nothing to verify: back to /auth. A refused code or resend
// also stays under the input after its toast is gone, and so do the seconds until a new code can be sent.
// Verified, the parent goes home (SPEC), or to the checked `?next=` they came with.
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import { nextPathOf } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { italianCodeSchema, VERIFICATION_REFUSALS } from '#shared/schemas/auth.ts';
import { ResendWait } from '../../components/resend-wait.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { VerificationCodeInput } from '../../components/verification-code-input.tsx';
import { ApiError } from '../../lib/api-request.ts';
import { retryAfterSeconds, useResendCountdown } from '../../lib/resend-countdown.ts';
import { toast } from '../../lib/use-toast.ts';
import { useResendVerification } from '../../api/resend-verification.ts';
import { useVerifyEmail } from './api/verify-email.ts';
import { useSetSignedIn } from './use-sign-in-state.ts';

const codeFormSchema = z.object({ code: italianCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

/**
 * The page says why a code was refused; only SPEC's generic text for a wrong or expired one. The
 * answer's `code` names the case (its message is words in some language, never compared).
 */
function verifyErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.body?.code === VERIFICATION_REFUSALS.tooManyWrongCodes)
      return t('verifyPage.tooManyWrongCodes');
    if (error.status === 429) return t('verifyPage.tooManyAttempts');
  }
  return t('verifyPage.error');
}

function resendErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.body?.code === VERIFICATION_REFUSALS.resendTooSoon
      ? t('verifyPage.resendTooSoon')
      : t('verifyPage.tooManyAttempts');
  }
  return t('verifyPage.resendError');
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to={routes.auth} replace />;
  return <VerifyEmailCard email={email} next={nextPathOf(params)} />;
}

function VerifyEmailCard({ email, next }: { email: string; next: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const setSignedIn = useSetSignedIn();
  const { secondsLeft, waitBeforeResend } = useResendCountdown(email);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const user = await verify.mutateAsync({ email, verificationCode: code });
      toast({ title: t('verifyPage.okTitle'), description: t('verifyPage.ok') });
      setSignedIn(user);
      navigate(next ?? routes.home);
    } catch (error) {
      const message = verifyErrorText(error, t);
      toast({ variant: 'destructive', title: t('verifyPage.errorTitle'), description: message });
      // A wrong or dead code (400) and too many tries (429) are about the code: they stay under it.
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        form.setError('code', { type: 'server', message });
      }
    }
  });

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => {
        toast({ title: t('verifyPage.resentTitle'), description: t('verifyPage.resent') });
        form.clearErrors('code');
        waitBeforeResend(VERIFICATION_RESEND_INTERVAL_MS / 1000);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('verifyPage.resendErrorTitle'),
          description: resendErrorText(error, t),
        });
        const wait = retryAfterSeconds(error);
        if (wait > 0) waitBeforeResend(wait);
      },
    });

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16" lang="it">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <MailCheck aria-hidden="true" className="size-10 text-red-600" />
          <h1 className="text-2xl font-bold text-gray-900">{t('verifyPage.heading')}</h1>
          <p className="text-sm text-gray-600">
            {t('verifyPage.intro')}{' '}
            <strong className="text-gray-900 [overflow-wrap:anywhere]">{email}</strong>
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              label={t('verifyPage.codeLabel')}
              error={form.formState.errors.code?.message}
              hint={
                secondsLeft > 0 && (
                  <ResendWait>{t('verifyPage.resendIn', { seconds: secondsLeft })}</ResendWait>
                )
              }
            >
              <VerificationCodeInput {...form.register('code')} className="h-14 text-2xl" />
            </FormField>
            <Button type="submit" size="lg" disabled={verify.isPending}>
              {verify.isPending ? t('verifyPage.verifyPending') : t('verifyPage.verifyButton')}
            </Button>
          </form>
          <div className="grid gap-3 text-center text-sm text-gray-600">
            <p>{t('verifyPage.spamNote')}</p>
            <p>{t('verifyPage.validityNote')}</p>
            <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
              {resend.isPending ? t('verifyPage.resendPending') : t('verifyPage.resendButton')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
