// After a successful capture: thanks, and the order number the buyer can quote (loaded on demand).
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle } from 'lucide-react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { Button } from '../../../components/ui/button.tsx';

export default function ThankYouDialog({
  orderNumber,
  onClose,
}: {
  orderNumber: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 text-center shadow-xl">
          <CheckCircle className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
          <Dialog.Title className="text-xl font-bold text-gray-900">
            {t('landing.thankYouTitle')}
          </Dialog.Title>
          <Dialog.Description className="text-gray-700" data-testid="order-number">
            {t('landing.thankYou', { orderNumber })}
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button className="mx-auto w-full sm:w-auto">{t('landing.close')}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
