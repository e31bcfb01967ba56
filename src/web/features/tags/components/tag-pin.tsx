// The tag's PIN (on the tag page), and a new one on request. New PIN asks first, as
// Deactivate does: the old PIN is printed on the family's cards, which stop working. Only the owner
// renews it (issue 34): a guardian reads it for the card.
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { groupedPin } from '#shared/tag-pin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useNewTagPin } from '../api/new-tag-pin.ts';
import { DialogActions } from './dialog-actions.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { useLabel, useT } from '../../../i18n/i18n-context.tsx';

export function TagPin({ tagId, pin, canRenew }: { tagId: string; pin: string; canRenew: boolean }) {
  const t = useT();
  const label = useLabel();
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <KeyRound className="h-4 w-4 text-gray-500" aria-hidden="true" />
      <span>
        {label(t('dashboard.pin'))}{' '}
        <span className="font-mono font-semibold text-gray-900" data-testid="tag-pin">
          {groupedPin(pin)}
        </span>
      </span>
      {canRenew && (
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setAsking(true)}>
          {t('dashboard.newPin')}
        </Button>
      )}
      {asking && <NewPinDialog tagId={tagId} onClose={() => setAsking(false)} />}
    </div>
  );
}

function NewPinDialog({ tagId, onClose }: { tagId: string; onClose: () => void }) {
  const t = useT();
  const renew = useNewTagPin(tagId);
  // The hook toasts either way; a failure keeps the dialog open to try again.
  const confirm = () => renew.mutate(undefined, { onSuccess: onClose });
  return (
    <DialogFrame
      title={t('dashboard.newPinTitle')}
      description={t('dashboard.newPinDescription')}
      onClose={onClose}
    >
      <DialogActions
        cancelLabel={t('dashboard.cancel')}
        confirmLabel={t('dashboard.newPinConfirm')}
        pendingLabel={t('dashboard.newPinPending')}
        pending={renew.isPending}
        destructive
        onConfirm={confirm}
      />
    </DialogFrame>
  );
}
