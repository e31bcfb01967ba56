// The row under every card dialog's question: Cancel closes and sends nothing; the confirm button says
// what it does and, while the request runs, what is happening (and cannot be pressed twice).
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/ui/button.tsx';

export function DialogActions({
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
}: {
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Dialog.Close asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={destructive ? 'destructive' : 'default'}
        disabled={pending}
        onClick={onConfirm}
      >
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </div>
  );
}
