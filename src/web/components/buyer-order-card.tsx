// One order as its buyer reads it: status and what it means, what was bought and paid, refunds, the
// parcel's tracking, and the receipt. The signed page and the account page both show it.
import { ExternalLink, FileText, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '#shared/i18n/format.ts';
import { orderPrice } from '#shared/money.ts';
import type { BuyerOrder } from '#shared/schemas/order.ts';
import { StatusBadge } from './order-status-badge.tsx';
import { buttonVariants } from './ui/button.tsx';
import { useLocale, useT } from '../i18n/i18n-context.tsx';

const STATUS_HELP = {
  paid: 'orders.myOrder.statusHelp.paid',
  packed: 'orders.myOrder.statusHelp.packed',
  shipped: 'orders.myOrder.statusHelp.shipped',
  refunded: 'orders.myOrder.statusHelp.refunded',
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-right tabular-nums text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * A link that opens in a new tab, drawn as an outline button. `external` (another site, the carrier's):
 * no referrer, so the signed page's address is not handed to it.
 */
function NewTabButton({
  href,
  icon: Icon,
  external = false,
  children,
}: {
  href: string;
  icon: LucideIcon;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      className={`${buttonVariants({ variant: 'outline' })} justify-self-start`}
      href={href}
      target="_blank"
      rel={external ? 'noopener noreferrer' : 'noopener'}
    >
      <Icon aria-hidden="true" />
      {children}
    </a>
  );
}

export function BuyerOrderCard({ order, heading }: { order: BuyerOrder; heading: ReactNode }) {
  const t = useT();
  const language = useLocale();
  const money = (amount: string) => formatMoney(language, amount, order.currency);
  const help = order.status in STATUS_HELP ? STATUS_HELP[order.status as keyof typeof STATUS_HELP] : null;
  const refunded = /[1-9]/.test(order.refundedAmount);
  const price = { unit: order.unitAmount, shipping: order.shippingAmount, currency: order.currency };
  const itemTotal = orderPrice(price, order.quantity)?.itemTotal ?? order.amount;
  return (
    <article className="grid gap-4" data-testid="buyer-order">
      <header className="grid gap-1">
        {heading}
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <StatusBadge status={order.status} />
          {t('orders.myOrder.ordered', { date: formatDate(language, new Date(order.createdAt)) })}
        </p>
        {help && <p className="text-gray-900">{t(help)}</p>}
      </header>
      <dl className="grid gap-1.5 rounded-lg border border-gray-200 p-4 text-sm">
        <Row
          label={t('orders.myOrder.itemLine', {
            quantity: order.quantity,
            itemName: order.itemName,
            unit: money(order.unitAmount),
          })}
        >
          {money(itemTotal)}
        </Row>
        <Row label={t('orders.myOrder.shipping')}>
          {/[1-9]/.test(order.shippingAmount)
            ? money(order.shippingAmount)
            : t('orders.myOrder.freeShipping')}
        </Row>
        <div className="border-t border-gray-200 pt-1.5 font-semibold">
          <Row label={t('orders.myOrder.total')}>{money(order.amount)}</Row>
        </div>
        {order.taxRate && (
          <p className="text-xs text-gray-700">{t('orders.myOrder.vatIncluded', { rate: order.taxRate })}</p>
        )}
        {refunded && <Row label={t('orders.myOrder.refunded')}>{money(order.refundedAmount)}</Row>}
      </dl>
      {order.trackingNumber && order.carrierName ? (
        <p className="grid gap-2 text-gray-900">
          <span className="break-words">
            {t('orders.myOrder.shippedWith', {
              date: order.shippedAt ? formatDate(language, new Date(order.shippedAt)) : '',
              carrier: order.carrierName,
              trackingNumber: order.trackingNumber,
            })}
          </span>
          {order.trackingUrl && (
            <NewTabButton href={order.trackingUrl} icon={ExternalLink} external>
              {t('orders.myOrder.track')}
            </NewTabButton>
          )}
        </p>
      ) : (
        order.status !== 'refunded' && (
          <p className="text-sm text-gray-700">{t('orders.myOrder.notShipped')}</p>
        )
      )}
      <NewTabButton href={order.receiptUrl} icon={FileText}>
        {t('orders.myOrder.receipt')}
      </NewTabButton>
    </article>
  );
}
