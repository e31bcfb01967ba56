// The order page's questions before a step that mails the buyer, moves money or cannot be taken back:
// an alert dialog that says exactly what will happen. Cancel sends nothing; the confirm button says
// what it does and, while the request runs, what is happening (it cannot be pressed twice). Focus
// goes back to the button that opened it.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  // Radix gives focus back to a Dialog.Trigger; this one opens from state, so without this it lands on <body>.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen || pending ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-gray-900 [overflow-wrap:anywhere]">
            {title}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700 [overflow-wrap:anywhere]">
            {description}
          </Dialog.Description>
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={pending}>
                {t('orders.page.goBack')}
              </Button>
            </Dialog.Close>
            <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={onConfirm}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
