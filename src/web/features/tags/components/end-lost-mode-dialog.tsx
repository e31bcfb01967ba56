// "End lost mode" asks first (trial finding): a stray tap would take the banner with the parent's
// message and number off the page of a child who is still missing. The request belongs to the card:
// the dialog is gone with the lost box once the answer arrives.
import { DialogActions } from './dialog-actions.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';

export function EndLostModeDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <DialogFrame title={t('lostMode.endTitle')} description={t('lostMode.endDescription')} onClose={onClose}>
      <DialogActions
        cancelLabel={t('lostMode.cancel')}
        confirmLabel={t('lostMode.end')}
        pendingLabel={t('lostMode.ending')}
        pending={pending}
        destructive
        onConfirm={onConfirm}
      />
    </DialogFrame>
  );
}
