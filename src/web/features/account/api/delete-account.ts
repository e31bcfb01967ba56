// DELETE /api/account {password} (issue 17): the account is erased and the session with it; the app
// then leaves as after Sign Out.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { AccountDeletionInput } from '#shared/schemas/account.ts';
import { useLeaveSignedOut } from '../../../api/current-user.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { apiRequest } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';

export async function deleteAccount(input: AccountDeletionInput): Promise<void> {
  await apiRequest('DELETE', api.account, input);
}

export function useDeleteAccount() {
  const t = useT();
  const leave = useLeaveSignedOut();
  return useMutation({
    mutationFn: deleteAccount,
    // In the mutation's own callbacks: the page unmounts as the route set changes.
    onSuccess: () => {
      toast({ title: t('account.deletedTitle'), description: t('account.deleted') });
      leave();
    },
  });
}
