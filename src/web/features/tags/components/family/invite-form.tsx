// The owner's invitation: one e-mail address. A refusal (own address, already in the family, the
// family full) shows under the input as well as in the toast; success empties the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { invitationCreateSchema, type InvitationCreateInput } from '#shared/schemas/family.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { fieldErrorsOf } from '../../../../lib/api-request.ts';
import { showServerFieldErrors } from '../../../../lib/form-errors.ts';
import { toastFailure } from '../../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { useInviteGuardian } from '../../api/invite-guardian.ts';

export function InviteForm({ tagId }: { tagId: string }) {
  const t = useT();
  const invite = useInviteGuardian(tagId);
  const form = useForm<InvitationCreateInput>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toast({
        title: t('coGuardians.invitedTitle'),
        description: t('coGuardians.invitedDescription', { email: sent.email }),
      });
      form.reset();
    } catch (error) {
      const message = toastFailure(t, error, {
        title: 'coGuardians.inviteFailedTitle',
        fallback: 'coGuardians.failedFallback',
      });
      if (fieldErrorsOf(error).email) showServerFieldErrors(error, form.setError, ['email']);
      else form.setError('email', { type: 'server', message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" data-testid="invite-form">
      <FormField
        label={t('coGuardians.inviteLabel')}
        hint={t('coGuardians.inviteHint')}
        error={form.formState.errors.email?.message}
      >
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="sm" className="justify-self-start" disabled={invite.isPending}>
        <Send aria-hidden="true" />
        {invite.isPending ? t('coGuardians.invitePending') : t('coGuardians.inviteButton')}
      </Button>
    </form>
  );
}
