// The account page's "Your orders": every order paid with the account's e-mail, as its buyer reads it.
import { useT } from '../../../i18n/i18n-context.tsx';
import { useAccountOrders } from '../../../api/account-orders.ts';
import { BuyerOrderCard } from '../../../components/buyer-order-card.tsx';

export function AccountOrders() {
  const t = useT();
  const orders = useAccountOrders();
  if (orders.isLoading) return <p className="text-gray-700">{t('orders.myOrder.loading')}</p>;
  if (orders.isError) return <p role="alert">{t('orders.myOrder.accountLoadError')}</p>;
  const list = orders.data ?? [];
  if (list.length === 0) return <p className="text-gray-700">{t('orders.myOrder.accountNone')}</p>;
  return (
    <ul className="grid gap-6 divide-y divide-gray-200">
      {list.map((order) => (
        <li key={order.id} className="pt-6 first:pt-0">
          <BuyerOrderCard
            order={order}
            heading={
              <h3 className="text-lg font-semibold text-gray-900">
                {t('orders.myOrder.title', { orderNumber: order.orderNumber })}
              </h3>
            }
          />
          {order.bracelets.length > 0 && (
            <p className="mt-3 break-words text-sm text-gray-700">
              {t('orders.myOrder.bracelets', { codes: order.bracelets.map((b) => b.uniqueCode).join(', ') })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
