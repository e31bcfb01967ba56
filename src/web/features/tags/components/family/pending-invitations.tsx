// The owner's invitations not yet accepted: the address, until when its link works, and Withdraw.
import { Mail } from 'lucide-react';
import { formatDate } from '#shared/i18n/format.ts';
import type { Invitation } from '#shared/schemas/family.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useLocale, useT } from '../../../../i18n/i18n-context.tsx';
import { useWithdrawInvitation } from '../../api/withdraw-invitation.ts';

export function PendingInvitations({ tagId, invitations }: { tagId: string; invitations: Invitation[] }) {
  const t = useT();
  const language = useLocale();
  const withdraw = useWithdrawInvitation(tagId);
  if (invitations.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-gray-900">{t('coGuardians.pendingHeading')}</h3>
      <ul className="grid gap-2" data-testid="pending-invitations">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-gray-300 p-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="flex min-w-0 items-center gap-2 font-medium break-all text-gray-900">
                <Mail className="h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />
                {invitation.email}
              </p>
              <p className="text-xs text-gray-600">
                {t('coGuardians.pendingExpires', {
                  date: formatDate(language, new Date(invitation.expiresAt)),
                })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('coGuardians.withdrawLabel', { email: invitation.email })}
              disabled={withdraw.isPending && withdraw.variables === invitation.id}
              onClick={() => withdraw.mutate(invitation.id)}
            >
              {t('coGuardians.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
