// The owner's two buttons on a guardian's row: "Make owner" (hand the tag over) and "Remove". Each asks
// first, naming the person, and says once it is done.
import { Crown, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { toast } from '../../../../lib/use-toast.ts';
import { useHandOverTag } from '../../api/hand-over-tag.ts';
import { useRemoveGuardian } from '../../api/remove-guardian.ts';
import { destructiveOutline } from '../bracelet-controls.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function GuardianActions({ tagId, userId, name }: { tagId: string; userId: string; name: string }) {
  const t = useT();
  const [asking, setAsking] = useState<'remove' | 'makeOwner' | null>(null);
  const remove = useRemoveGuardian(tagId);
  const handOver = useHandOverTag(tagId);
  const close = () => setAsking(null);

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={t('coGuardians.makeOwnerLabel', { name })}
        onClick={() => setAsking('makeOwner')}
      >
        <Crown aria-hidden="true" />
        {t('coGuardians.makeOwner')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={destructiveOutline}
        aria-haspopup="dialog"
        aria-label={t('coGuardians.removeLabel', { name })}
        onClick={() => setAsking('remove')}
      >
        <UserMinus aria-hidden="true" />
        {t('coGuardians.remove')}
      </Button>
      {asking === 'remove' && (
        <ConfirmDialog
          title={t('coGuardians.removeTitle', { name })}
          description={t('coGuardians.removeDescription', { name })}
          confirmLabel={t('coGuardians.remove')}
          pendingLabel={t('coGuardians.removing')}
          pending={remove.isPending}
          // The hook toasts a failure; the dialog stays open to try again.
          onConfirm={() =>
            remove.mutate(userId, {
              onSuccess: () => {
                toast({ title: t('coGuardians.removedTitle', { name }) });
                close();
              },
            })
          }
          onClose={close}
        />
      )}
      {asking === 'makeOwner' && (
        <ConfirmDialog
          title={t('coGuardians.makeOwnerTitle', { name })}
          description={t('coGuardians.makeOwnerDescription', { name })}
          confirmLabel={t('coGuardians.makeOwner')}
          pendingLabel={t('coGuardians.makingOwner')}
          pending={handOver.isPending}
          onConfirm={() =>
            handOver.mutate(userId, {
              onSuccess: () => {
                toast({ title: t('coGuardians.madeOwnerTitle', { name }) });
                close();
              },
            })
          }
          onClose={close}
        />
      )}
    </div>
  );
}
