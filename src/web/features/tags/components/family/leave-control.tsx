// A guardian's "Leave this tag": asks first; once left, the tag is off their dashboard, where the
// page goes.
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { useLeaveTag } from '../../api/remove-guardian.ts';
import { AskButton } from '../ask-button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function LeaveControl({
  tagId,
  ownUserId,
  ownerName,
}: {
  tagId: string;
  ownUserId: string;
  ownerName: string;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const leave = useLeaveTag(tagId);
  return (
    <>
      <AskButton destructive className="justify-self-start" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" />
        {t('coGuardians.leave')}
      </AskButton>
      {asking && (
        <ConfirmDialog
          title={t('coGuardians.leaveTitle')}
          description={t('coGuardians.leaveDescription', { ownerName })}
          confirmLabel={t('coGuardians.leave')}
          pendingLabel={t('coGuardians.leaving')}
          pending={leave.isPending}
          onConfirm={() => leave.mutate(ownUserId)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
