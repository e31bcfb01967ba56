// /forgot-password: the account's e-mail, then one neutral confirmation whatever the
// address (the server answers alike, so the page cannot tell either). `?next=` (an app page, checked)
// rides along in the mailed link, so a parent who started in the bracelet wizard returns there.
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '#shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toastFailure } from '../../lib/use-endpoint-mutation.ts';
import { useRequestPasswordReset } from './api/forgot-password.ts';

const linkClass =
  'font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600';

export default function ForgotPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-gray-900">
            {sentTo ? t('passwordReset.forgotSentTitle') : t('passwordReset.forgotHeading')}
          </h1>
          {!sentTo && <CardDescription>{t('passwordReset.forgotIntro')}</CardDescription>}
        </CardHeader>
        <CardContent>
          {sentTo ? (
            <div className="grid gap-3 text-center" role="status">
              <MailCheck aria-hidden="true" className="mx-auto h-10 w-10 text-red-600" />
              <p className="text-gray-900">{t('passwordReset.forgotAccepted')}</p>
              <p className="text-sm text-gray-600">{t('passwordReset.forgotSpamNote')}</p>
              <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
                {t('passwordReset.forgotAgain')}
              </Button>
            </div>
          ) : (
            <RequestForm next={next} onSent={setSentTo} />
          )}
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <Link to={withNext(routes.auth, next)} className={linkClass}>
            {t('passwordReset.backToSignIn')}
          </Link>
        </CardFooter>
      </Card>
    </section>
  );
}

function RequestForm({ next, onSent }: { next: string | null; onSent: (email: string) => void }) {
  const t = useT();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(next ? { email, next } : { email });
      onSent(email);
    } catch (error) {
      toastFailure(t, error, {
        title: 'passwordReset.forgotFailedTitle',
        fallback: 'passwordReset.forgotFailedTitle',
      });
      showServerFieldErrors(error, form.setError, ['email']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('auth.emailLabel')} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? t('passwordReset.forgotPending') : t('passwordReset.forgotButton')}
      </Button>
    </form>
  );
}
