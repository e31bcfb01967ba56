// The order's facts (what was bought, the money, the dates, PayPal's ids) and the buyer's details.
import { formatDateTime, formatMoney, formatNumber } from '#shared/i18n/format.ts';
import type { OrderDetail } from '#shared/schemas/order.ts';
import { isCaptured } from '#shared/schemas/order.ts';
import { useLocale, useT } from '../../../../i18n/i18n-context.tsx';
import { Fact, OrderSection } from './section.tsx';

const hasMoney = (amount: string) => /[1-9]/.test(amount);

export function OrderFacts({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const language = useLocale();
  const { order } = detail;
  const money = (amount: string) => formatMoney(language, amount, order.currency);
  const date = (iso: string | null) => (iso ? formatDateTime(language, new Date(iso)) : null);
  const dates = [
    ['confirmationMailed', order.confirmationSentAt],
    ['packed', order.packedAt],
    ['shipped', order.shippedAt],
    ['refundedAt', order.refundedAt],
    ['cancelled', order.cancelledAt],
  ] as const;
  return (
    <OrderSection title={t('orders.facts.heading')} testId="order-facts">
      <dl className="grid gap-3">
        <Fact label={t('orders.facts.placed')}>{date(order.createdAt)}</Fact>
        <Fact label={t('orders.facts.items')}>
          {t('orders.facts.itemsLine', {
            quantity: order.quantity,
            item: order.itemName,
            unitPrice: money(order.unitAmount),
          })}
        </Fact>
        <Fact label={t('orders.facts.shipping')}>{money(order.shippingAmount)}</Fact>
        <Fact label={t('orders.facts.total')}>
          <span className="font-semibold">{money(order.amount)}</span>
        </Fact>
        {order.taxRate && (
          <Fact label={t('orders.facts.vat')}>
            {t('orders.facts.vatIncluded', { rate: formatNumber(language, Number(order.taxRate)) })}
          </Fact>
        )}
        {hasMoney(order.refundedAmount) && (
          <Fact label={t('orders.facts.refunded')}>{money(order.refundedAmount)}</Fact>
        )}
        {isCaptured(order.status) && hasMoney(order.refundedAmount) && hasMoney(detail.refundable) && (
          <Fact label={t('orders.facts.refundable')}>{money(detail.refundable)}</Fact>
        )}
        {dates.map(
          ([key, iso]) =>
            iso && (
              <Fact key={key} label={t(`orders.facts.${key}`)}>
                {date(iso)}
              </Fact>
            ),
        )}
        <Fact label={t('orders.facts.paypalOrder')}>
          <span className="font-mono text-sm">{order.paypalOrderId}</span>
        </Fact>
        {order.paypalCaptureId && (
          <Fact label={t('orders.facts.paypalCapture')}>
            <span className="font-mono text-sm">{order.paypalCaptureId}</span>
          </Fact>
        )}
      </dl>
    </OrderSection>
  );
}

export function BuyerDetails({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order } = detail;
  if (!order.customerName && !order.customerEmail && !order.shippingAddress) {
    return (
      <OrderSection title={t('orders.buyer.heading')} testId="order-buyer">
        <p className="text-gray-700">{t('orders.noBuyerYet')}</p>
      </OrderSection>
    );
  }
  return (
    <OrderSection title={t('orders.buyer.heading')} testId="order-buyer">
      <dl className="grid gap-3">
        {order.customerName && <Fact label={t('orders.buyer.name')}>{order.customerName}</Fact>}
        {order.customerEmail && (
          <Fact label={t('orders.buyer.email')}>
            <a className="text-red-700 underline" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>
          </Fact>
        )}
        <Fact label={t('orders.buyer.address')}>
          {order.shippingAddress ? (
            <span className="whitespace-pre-line">{order.shippingAddress}</span>
          ) : (
            <span className="text-gray-600">{t('orders.buyer.noAddress')}</span>
          )}
        </Fact>
      </dl>
    </OrderSection>
  );
}
