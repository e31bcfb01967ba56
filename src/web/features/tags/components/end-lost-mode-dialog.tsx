// "End lost mode" asks first (trial finding): a stray tap would take the banner with the parent's
// message and number off the page of a child who is still missing. The request belongs to the card:
// the dialog is gone with the lost box once the answer arrives.
import { lostModeText } from '#shared/text.ts';
import { DialogActions } from './dialog-actions.tsx';
import { DialogFrame } from './dialog-frame.tsx';

export function EndLostModeDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogFrame title={lostModeText.endTitle} description={lostModeText.endDescription} onClose={onClose}>
      <DialogActions
        cancelLabel={lostModeText.cancel}
        confirmLabel={lostModeText.end}
        pendingLabel={lostModeText.ending}
        pending={pending}
        destructive
        onConfirm={onConfirm}
      />
    </DialogFrame>
  );
}
