// /reset-password#token=…&next=…: the mailed link's page. The token comes in the fragment,
// which no server, proxy log or Referer ever sees; the page takes it out of the address bar at once.
// A new password twice; then every session of the account has ended and the parent signs in with it
// (on to `next`, the bracelet a wizard started with). A dead link says so and offers a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import {
  RESET_TOKEN_PATTERN,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '#shared/schemas/auth.ts';
import { buttonVariants, Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-request.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toastFailure } from '../../lib/use-endpoint-mutation.ts';
import { toast } from '../../lib/use-toast.ts';
import { useResetPassword } from './api/reset-password.ts';

type ResetLink = { token: string | null; next: string | null };

/** Reads the link once, then clears the fragment (history, screenshots, a shared screen). */
function useResetLink(): ResetLink | undefined {
  const [link, setLink] = useState<ResetLink>();
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get('token');
    setLink({
      token: token && RESET_TOKEN_PATTERN.test(token) ? token : null,
      next: safeNextPath(fragment.get(NEXT_PARAM)),
    });
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);
  return link;
}

export default function ResetPasswordPage() {
  const t = useT();
  const link = useResetLink();
  const [dead, setDead] = useState(false);
  const unusable = dead || link?.token === null;
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-gray-900">{t('passwordReset.resetHeading')}</h1>
          {!unusable && <CardDescription>{t('passwordReset.resetIntro')}</CardDescription>}
        </CardHeader>
        <CardContent>
          {unusable ? (
            <div className="grid gap-4 text-center">
              <p role="alert" className="text-gray-900">
                {t('passwordReset.invalidLink')}
              </p>
              <Link
                to={withNext(routes.forgotPassword, link?.next)}
                className={buttonVariants({ size: 'lg' })}
              >
                {t('passwordReset.requestNewLink')}
              </Link>
            </div>
          ) : (
            <NewPasswordForm link={link} onDeadLink={() => setDead(true)} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function NewPasswordForm({ link, onDeadLink }: { link: ResetLink | undefined; onDeadLink: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!link?.token) return;
    try {
      await reset.mutateAsync({ token: link.token, password });
      toast({ title: t('passwordReset.resetOkTitle'), description: t('passwordReset.resetOk') });
      void navigate(withNext(routes.auth, link.next), { replace: true });
    } catch (error) {
      toastFailure(t, error, {
        title: 'passwordReset.resetFailedTitle',
        fallback: 'passwordReset.resetFailedTitle',
      });
      if (error instanceof ApiError && error.body?.message === t('passwordReset.invalidLink')) onDeadLink();
      else showServerFieldErrors(error, form.setError, ['password']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('passwordReset.newPasswordLabel')} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('passwordReset.confirmPasswordLabel')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" disabled={reset.isPending || !link}>
        {reset.isPending ? t('passwordReset.resetPending') : t('passwordReset.resetButton')}
      </Button>
    </form>
  );
}
