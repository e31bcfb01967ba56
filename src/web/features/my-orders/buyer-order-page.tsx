// /order/{id}/{signature} (issue 32): the buyer's order from the link in their mails, no sign-in. A
// link that is not (or no longer) valid says whom to write to.
import { useParams } from 'react-router';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { ApiError } from '../../lib/api-request.ts';
import { useSiteInfo } from '../../lib/site-info.tsx';
import { useSignedOrder } from './api/signed-order.ts';
import { BuyerOrderCard } from '../../components/buyer-order-card.tsx';

export default function BuyerOrderPage() {
  const t = useT();
  const { supportEmail } = useSiteInfo();
  const { id = '', signature = '' } = useParams();
  const order = useSignedOrder(id, signature);

  let body;
  if (order.isLoading) body = <LoadingScreen label={t('orders.myOrder.loading')} />;
  else if (order.data) {
    body = (
      <Card className="p-5 sm:p-6">
        <BuyerOrderCard
          order={order.data}
          heading={
            <h1 className="text-2xl font-bold text-gray-900">
              {t('orders.myOrder.title', { orderNumber: order.data.orderNumber })}
            </h1>
          }
        />
      </Card>
    );
  } else {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    body = (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold text-gray-900">
          {t('orders.myOrder.title', { orderNumber: /^[0-9a-f-]{36}$/i.test(id) ? orderNumberOf(id) : '' })}
        </h1>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {missing ? t('orders.myOrder.notFound', { email: supportEmail }) : t('orders.myOrder.loadError')}
        </p>
      </div>
    );
  }
  return <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12">{body}</section>;
}
