// /forgot-password (issue 29): the account's e-mail, then one neutral confirmation whatever the
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
import { authText, passwordResetText as text } from '#shared/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/api-request.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/use-toast.ts';
import { useRequestPasswordReset } from './api/forgot-password.ts';

const linkClass =
  'font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600';

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-gray-900">
            {sentTo ? text.forgotSentTitle : text.forgotHeading}
          </h1>
          {!sentTo && <CardDescription>{text.forgotIntro}</CardDescription>}
        </CardHeader>
        <CardContent>
          {sentTo ? (
            <div className="grid gap-3 text-center" role="status">
              <MailCheck aria-hidden="true" className="mx-auto h-10 w-10 text-red-600" />
              <p className="text-gray-900">{text.forgotAccepted}</p>
              <p className="text-sm text-gray-600">{text.forgotSpamNote}</p>
              <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
                {text.forgotAgain}
              </Button>
            </div>
          ) : (
            <RequestForm next={next} onSent={setSentTo} />
          )}
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <Link to={withNext(routes.auth, next)} className={linkClass}>
            {text.backToSignIn}
          </Link>
        </CardFooter>
      </Card>
    </section>
  );
}

function RequestForm({ next, onSent }: { next: string | null; onSent: (email: string) => void }) {
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
      const message = errorMessage(error, text.forgotFailedTitle);
      toast({ variant: 'destructive', title: text.forgotFailedTitle, description: message });
      showServerFieldErrors(error, form.setError, ['email']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={authText.emailLabel} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? text.forgotPending : text.forgotButton}
      </Button>
    </form>
  );
}
