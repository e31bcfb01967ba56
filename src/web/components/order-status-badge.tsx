// An order's status as a coloured badge, in the reader's language (the admin's or the buyer's); a
// partial refund is said beside it.
import { formatMoney } from '#shared/i18n/format.ts';
import type { OrderStatus, OrderView } from '#shared/schemas/order.ts';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import { cn } from '../lib/cn.ts';

const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-gray-100 text-gray-800',
  paid: 'bg-green-100 text-green-900',
  packed: 'bg-amber-100 text-amber-900',
  shipped: 'bg-blue-100 text-blue-900',
  refunded: 'bg-purple-100 text-purple-900',
  cancelled: 'bg-gray-100 text-gray-700',
  failed: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_STYLES[status],
      )}
      data-status={status}
    >
      {STATUS_STYLES[status] ? t(`orders.status.${status}`) : status}
    </span>
  );
}

/** 'Refunded €10.00' under a status that is not 'refunded' itself (a partial refund). */
export function PartialRefundNote({
  order,
}: {
  order: Pick<OrderView, 'status' | 'refundedAmount' | 'currency'>;
}) {
  const t = useT();
  const language = useLocale();
  if (order.status === 'refunded' || !/[1-9]/.test(order.refundedAmount)) return null;
  return (
    <span className="mt-1 block text-xs text-purple-900">
      {t('orders.partlyRefunded', { amount: formatMoney(language, order.refundedAmount, order.currency) })}
    </span>
  );
}
