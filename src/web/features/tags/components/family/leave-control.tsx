// A guardian's "Leave this tag": asks first; once left, the tag is off their dashboard, where the
// page goes.
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { useLeaveTag } from '../../api/remove-guardian.ts';
import { destructiveOutline } from '../bracelet-controls.tsx';
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
      <Button
        variant="outline"
        size="sm"
        className={`justify-self-start ${destructiveOutline}`}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        <LogOut aria-hidden="true" />
        {t('coGuardians.leave')}
      </Button>
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
