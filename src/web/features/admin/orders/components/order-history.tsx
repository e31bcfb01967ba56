// The order's history, newest first: when (in the admin's language), who, and a sentence per change.
import { formatDateTime } from '#shared/i18n/format.ts';
import type { OrderDetail } from '#shared/schemas/order.ts';
import { useLocale, useT } from '../../../../i18n/i18n-context.tsx';
import { actorLabel, eventSentence } from '../event-sentence.ts';
import { OrderSection } from './section.tsx';

export function OrderHistory({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const language = useLocale();
  const events = [...detail.events].reverse();
  return (
    <OrderSection title={t('orders.history.heading')} testId="order-history">
      {events.length === 0 ? (
        <p className="text-gray-700">{t('orders.history.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {events.map((event) => (
            <li
              key={event.id}
              className="grid gap-0.5 border-l-2 border-gray-200 pl-3"
              data-testid="order-event"
              data-kind={event.kind}
            >
              <span className="text-xs text-gray-600">
                <time dateTime={event.createdAt}>{formatDateTime(language, new Date(event.createdAt))}</time>
                {' · '}
                {actorLabel(t, event.actor)}
              </span>
              <span className="[overflow-wrap:anywhere]">
                {eventSentence(t, language, event, detail.order.currency)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </OrderSection>
  );
}
