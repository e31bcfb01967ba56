// The admin dashboard's Orders tab: the orders a status filter picks (by default those to pack or to
// ship: the filter's label names the statuses), newest first, each opening its own page, and the CSV
// of every order. A table from 640 px that fits its card; below, one card per order.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { routes } from '#shared/paths.ts';
import { isCaptured, type OrderView } from '#shared/schemas/order.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { ordersCsvUrl, useOrders } from './api/orders.ts';
import { PartialRefundNote, StatusBadge } from '../../../components/order-status-badge.tsx';
import { TableScroll } from '../components/table-scroll.tsx';
import {
  DEFAULT_ORDER_FILTER,
  isOrderFilter,
  matchesFilter,
  ORDER_FILTERS,
  type OrderFilter,
} from './order-filters.ts';

function when(language: Language, iso: string): string {
  return formatDateTime(language, new Date(iso));
}

const orderLinkClass =
  'font-mono font-semibold text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 rounded';

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

function Buyer({ order }: { order: OrderView }) {
  const t = useT();
  if (!order.customerName && !order.customerEmail) {
    return <span className="text-gray-600">{t('orders.noBuyerYet')}</span>;
  }
  return (
    <>
      {order.customerName && <span className="block">{order.customerName}</span>}
      {order.customerEmail && (
        <span className="block text-gray-700 [overflow-wrap:anywhere]">{order.customerEmail}</span>
      )}
      <ConfirmationNote order={order} />
    </>
  );
}

const COLUMNS = ['order', 'status', 'items', 'total', 'buyer'] as const;

export function OrdersTab() {
  const t = useT();
  const language = useLocale();
  const query = useOrders();
  const [filter, setFilter] = useState<OrderFilter>(DEFAULT_ORDER_FILTER);
  const orders = query.data ?? [];
  const shown = orders.filter((order) => matchesFilter(filter, order));
  const countOf = (choice: OrderFilter) => orders.filter((order) => matchesFilter(choice, order)).length;

  let list;
  if (query.isLoading) list = <p role="status">{t('orders.loading')}</p>;
  else if (query.isError) {
    list = (
      <p role="alert" className="text-red-700">
        {t('orders.loadError')}
      </p>
    );
  } else if (orders.length === 0) list = <p className="text-gray-700">{t('orders.empty')}</p>;
  else if (shown.length === 0) list = <p className="text-gray-700">{t('orders.emptyFilter')}</p>;
  else {
    list = (
      <>
        <div className="hidden min-w-0 sm:block">
          <TableScroll label={t('orders.heading')}>
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200 text-gray-700">
                  {COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={
                        column === 'total' ? 'px-3 py-2 text-right font-semibold' : 'px-3 py-2 font-semibold'
                      }
                    >
                      {t(`orders.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((order) => (
                  <tr key={order.id} className="border-b border-gray-100 align-top" data-testid="order-row">
                    <td className="px-3 py-3">
                      <Link className={orderLinkClass} to={routes.adminOrder(order.id)}>
                        {order.orderNumber}
                      </Link>
                      <span className="block text-xs text-gray-600">{when(language, order.createdAt)}</span>
                    </td>
                    <td className="px-3 py-3">
                      <StatusBadge status={order.status} />
                      <PartialRefundNote order={order} />
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      {t('orders.quantity', { count: order.quantity })}
                    </td>
                    <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(language, order.amount, order.currency)}
                    </td>
                    <td className="min-w-0 px-3 py-3">
                      <Buyer order={order} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
        <ul className="grid gap-3 sm:hidden" aria-label={t('orders.heading')}>
          {shown.map((order) => (
            <li
              key={order.id}
              className="grid gap-2 rounded-lg border border-gray-200 p-4 text-sm"
              data-testid="order-card"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link className={orderLinkClass} to={routes.adminOrder(order.id)}>
                  {order.orderNumber}
                </Link>
                <StatusBadge status={order.status} />
              </div>
              <p className="text-xs text-gray-600">{when(language, order.createdAt)}</p>
              <p className="flex flex-wrap justify-between gap-x-4">
                <span>{t('orders.quantity', { count: order.quantity })}</span>
                <span className="font-semibold tabular-nums">
                  {formatMoney(language, order.amount, order.currency)}
                </span>
              </p>
              <PartialRefundNote order={order} />
              <div>
                <Buyer order={order} />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle>{t('orders.heading')}</CardTitle>
          <CardDescription data-testid="orders-intro">{t(`orders.filterIntros.${filter}`)}</CardDescription>
        </div>
        <a className={buttonVariants({ variant: 'outline' })} href={ordersCsvUrl} download>
          <Download aria-hidden="true" />
          {t('orders.downloadCsv')}
        </a>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField label={t('orders.filterLabel')} className="grid gap-1.5 sm:max-w-sm">
          <Select
            value={filter}
            onChange={(event) => {
              if (isOrderFilter(event.target.value)) setFilter(event.target.value);
            }}
          >
            {ORDER_FILTERS.map((choice) => (
              <option key={choice} value={choice}>
                {query.data
                  ? t('orders.filterOption', { label: t(`orders.filters.${choice}`), count: countOf(choice) })
                  : t(`orders.filters.${choice}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {list}
      </CardContent>
    </Card>
  );
}
