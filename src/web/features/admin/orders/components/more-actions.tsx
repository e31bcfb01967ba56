// The order's other actions: mail the buyer again (the confirmation, or the shipping mail once shipped),
// the receipt, the buyer's own order page to paste into a mail, and cancelling an order never paid.
import { Ban, Copy, FileText, Mail } from 'lucide-react';
import { useState } from 'react';
import { CONFIRMABLE_STATUSES, isCaptured, type OrderDetail } from '#shared/schemas/order.ts';
import { Button, buttonVariants } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { toast } from '../../../../lib/use-toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { receiptUrl } from '../api/receipt.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OrderSection } from './section.tsx';

export function MoreActions({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order } = detail;
  const resend = useResendConfirmation(order.id);
  const cancel = useCancelOrder(order.id);
  const [askingCancel, setAskingCancel] = useState(false);
  const canResend =
    Boolean(order.customerEmail) && (CONFIRMABLE_STATUSES as readonly string[]).includes(order.status);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(detail.buyerUrl);
      toast({ title: t('orders.actions.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('orders.actions.copyFailed') });
    }
  };

  return (
    <OrderSection title={t('orders.actions.heading')} testId="more-actions">
      <div className="flex flex-wrap gap-2">
        {canResend && (
          <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
            <Mail aria-hidden="true" />
            {resend.isPending
              ? t('orders.actions.resending')
              : order.status === 'shipped'
                ? t('orders.actions.resendShipping')
                : t('orders.actions.resendConfirmation')}
          </Button>
        )}
        {isCaptured(order.status) && (
          <a className={buttonVariants({ variant: 'outline' })} href={receiptUrl(order.id)} download>
            <FileText aria-hidden="true" />
            {t('orders.actions.receipt')}
          </a>
        )}
        {order.status === 'pending' && (
          <Button variant="outline" onClick={() => setAskingCancel(true)}>
            <Ban aria-hidden="true" />
            {t('orders.actions.cancel')}
          </Button>
        )}
      </div>
      <FormField label={t('orders.actions.buyerPage')} hint={t('orders.actions.buyerPageHint')}>
        <Input
          readOnly
          value={detail.buyerUrl}
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
      </FormField>
      <div>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('orders.actions.copy')}
        </Button>
      </div>
      {askingCancel && (
        <ConfirmDialog
          title={t('orders.actions.cancelTitle', { orderNumber: order.orderNumber })}
          description={t('orders.actions.cancelDescription')}
          confirmLabel={t('orders.actions.cancel')}
          pendingLabel={t('orders.actions.cancelling')}
          pending={cancel.isPending}
          destructive
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setAskingCancel(false) })}
          onClose={() => setAskingCancel(false)}
        />
      )}
    </OrderSection>
  );
}
