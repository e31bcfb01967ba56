// The account screen's password change: the current password, a new one (registration's
// rules); on success every other device is signed out, this one stays.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordChangeSchema, type PasswordChangeInput } from '#shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { toastFailure } from '../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useChangePassword } from '../api/change-password.ts';

export function PasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast({ title: t('account.passwordChangedTitle'), description: t('account.passwordChanged') });
    } catch (error) {
      const message = toastFailure(t, error, {
        title: 'account.passwordFailedTitle',
        fallback: 'account.failedFallback',
      });
      showServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']);
      if (message === t('account.wrongPassword')) form.setError('currentPassword', { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('account.currentPassword')} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label={t('account.newPassword')} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? t('account.changingPassword') : t('account.changePassword')}
      </Button>
    </form>
  );
}
