// One question before a family change that cannot be taken back by the same person (Remove, Make
// owner, Leave): the card dialogs' look, Cancel sends nothing.
import { DialogActions } from '../dialog-actions.tsx';
import { DialogFrame } from '../dialog-frame.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <DialogFrame title={title} description={description} onClose={onClose}>
      <DialogActions
        cancelLabel={t('coGuardians.cancel')}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        destructive
        onConfirm={onConfirm}
      />
    </DialogFrame>
  );
}
