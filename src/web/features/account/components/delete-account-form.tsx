// "Delete my account": a clear warning that the bracelets stop working, the password to
// confirm; on success the app leaves signed out. While other adults look after the parent's tags the
// server refuses (409, issue 34): that refusal is shown as what to do first, not as a password error.
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountDeletionSchema, type AccountDeletionInput } from '#shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { ApiError } from '../../../lib/api-request.ts';
import { toastFailure } from '../../../lib/use-endpoint-mutation.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { HandOverFirst, sharedTagsOf, type SharedTag } from './hand-over-first.tsx';

export function DeleteAccountForm() {
  const t = useT();
  const remove = useDeleteAccount();
  const form = useForm<AccountDeletionInput>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  const [handOverFirst, setHandOverFirst] = useState<{ message: string; tags: SharedTag[] } | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setHandOverFirst(null);
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      const message = toastFailure(t, error, {
        title: 'account.deleteFailedTitle',
        fallback: 'account.failedFallback',
      });
      if (error instanceof ApiError && error.status === 409)
        setHandOverFirst({ message, tags: sharedTagsOf(error) });
      else form.setError('password', { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p
        role="note"
        className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        data-testid="delete-warning"
      >
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
        <span>{t('account.deleteWarning')}</span>
      </p>
      <FormField label={t('account.deletePassword')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {handOverFirst && <HandOverFirst {...handOverFirst} />}
      <Button type="submit" variant="destructive" className="justify-self-start" disabled={remove.isPending}>
        {remove.isPending ? t('account.deleting') : t('account.deleteButton')}
      </Button>
    </form>
  );
}
