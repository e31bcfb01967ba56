// The admin dashboard's Orders tab: orders newest first (status, amount, customer and whether their
// confirmation mail went out, shipping address), a CSV download, and marking a paid order shipped.
import { Download, Truck } from 'lucide-react';
import { formatDateTime, formatMoney } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { isCaptured, type OrderStatus, type OrderView } from '#shared/schemas/order.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useLocale, useLabel, useT } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { ordersCsvUrl, useOrders } from './api/orders.ts';
import { TableScroll } from '../components/table-scroll.tsx';
import { useShipOrder } from './api/ship-order.ts';

const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-gray-100 text-gray-800',
  paid: 'bg-green-100 text-green-900',
  packed: 'bg-amber-100 text-amber-900',
  shipped: 'bg-blue-100 text-blue-900',
  refunded: 'bg-purple-100 text-purple-900',
  cancelled: 'bg-gray-100 text-gray-700',
  failed: 'bg-red-100 text-red-900',
};

function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}
    >
      {STATUS_STYLES[status] ? t(`orders.status.${status}`) : status}
    </span>
  );
}

/** Paid orders only: the shop can tell a buyer whose confirmation mail has not gone out yet. */
function ConfirmationNote({ order }: { order: OrderView }) {
  const t = useT();
  const language = useLocale();
  if (!order.customerEmail || !isCaptured(order.status)) return null;
  return order.confirmationSentAt ? (
    <span className="mt-1 block text-xs text-gray-600" title={when(language, order.confirmationSentAt)}>
      {t('orders.confirmationSent')}
    </span>
  ) : (
    <span className="mt-1 block text-xs font-semibold text-amber-800">{t('orders.confirmationNotSent')}</span>
  );
}

function when(language: Language, iso: string): string {
  return formatDateTime(language, new Date(iso));
}

const COLUMNS = ['order', 'date', 'status', 'amount', 'customer', 'shipping', 'actions'] as const;

export function OrdersTab() {
  const t = useT();
  const query = useOrders();
  const ship = useShipOrder();
  const orders = query.data ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('orders.heading')}</CardTitle>
          <CardDescription>{t('orders.intro')}</CardDescription>
        </div>
        <a className={buttonVariants({ variant: 'outline' })} href={ordersCsvUrl} download>
          <Download aria-hidden="true" />
          {t('orders.downloadCsv')}
        </a>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <p role="status">{t('orders.loading')}</p>
        ) : query.isError ? (
          <p role="alert" className="text-red-700">
            {t('orders.loadError')}
          </p>
        ) : orders.length === 0 ? (
          <p className="text-gray-700">{t('orders.empty')}</p>
        ) : (
          <TableScroll label={t('orders.heading')}>
            <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200 text-gray-700">
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`orders.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <OrderRow
                    key={order.id}
                    order={order}
                    shipping={ship.isPending && ship.variables === order.id}
                    onShip={() => ship.mutate(order.id)}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}

function OrderRow({ order, shipping, onShip }: { order: OrderView; shipping: boolean; onShip: () => void }) {
  const t = useT();
  const label = useLabel();
  const language = useLocale();
  return (
    <tr className="border-b border-gray-100 align-top" data-testid="order-row">
      <td className="px-3 py-3">
        <span className="font-mono font-semibold">{order.orderNumber}</span>
        <span className="block font-mono text-xs text-gray-600">{order.paypalOrderId}</span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{when(language, order.createdAt)}</td>
      <td className="px-3 py-3">
        <StatusBadge status={order.status} />
        {order.shippedAt && (
          <span className="mt-1 block text-xs text-gray-600">{when(language, order.shippedAt)}</span>
        )}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{formatMoney(language, order.amount, order.currency)}</td>
      <td className="px-3 py-3">
        {order.customerName && <span className="block">{order.customerName}</span>}
        {order.customerEmail && (
          <a className="text-red-700 underline" href={`mailto:${order.customerEmail}`}>
            {order.customerEmail}
          </a>
        )}
        <ConfirmationNote order={order} />
      </td>
      <td className="px-3 py-3 whitespace-pre-line">{order.shippingAddress}</td>
      <td className="px-3 py-3">
        {order.status === 'paid' && (
          <Button
            size="sm"
            variant="outline"
            disabled={shipping}
            onClick={onShip}
            aria-label={`${label(t('orders.markShipped'))} ${order.orderNumber}`}
          >
            <Truck aria-hidden="true" />
            {t('orders.markShipped')}
          </Button>
        )}
      </td>
    </tr>
  );
}
