// /admin/orders/{id} (issue 32): one order in the admin. Its number, status and next step; the step its
// status allows (packing, shipping, refunds, returns); its details, buyer and other actions; its
// history. Every step answers the order as it now is; the status line takes the focus once it changes
// (the step's controls are gone). Without an admin session the visitor is sent to /admin.
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { routes } from '#shared/paths.ts';
import type { OrderDetail } from '#shared/schemas/order.ts';
import { useAdminCheck } from '../../../api/admin-check.ts';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { ApiError } from '../../../lib/api-request.ts';
import { useOrderDetail } from './api/order-detail.ts';
import { MoreActions } from './components/more-actions.tsx';
import { BuyerDetails, OrderFacts } from './components/order-facts.tsx';
import { OrderHistory } from './components/order-history.tsx';
import { PackedBracelets, PackingPanel } from './components/packing-panel.tsx';
import { RefundPanel } from './components/refund-panel.tsx';
import { ReturnPanel } from './components/return-panel.tsx';
import { ShipmentDetails, ShippingPanel } from './components/shipping-panel.tsx';
import { PartialRefundNote, StatusBadge } from '../../../components/order-status-badge.tsx';

const backLinkClass =
  'inline-flex min-h-9 items-center gap-2 rounded-md text-sm font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 [&_svg]:size-4';

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <Link className={`${backLinkClass} justify-self-start`} to={routes.adminOrders}>
        <ArrowLeft aria-hidden="true" />
        {t('orders.page.back')}
      </Link>
      {children}
    </section>
  );
}

export default function AdminOrderPage() {
  const t = useT();
  const { isAdmin, isLoading } = useAdminCheck();
  const { id = '' } = useParams();
  const query = useOrderDetail(id);

  if (isLoading) return <LoadingScreen />;
  if (!isAdmin) return <Navigate to={routes.admin} replace />;
  if (query.isLoading) return <LoadingScreen label={t('orders.page.loading')} />;
  if (!query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Shell>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {missing ? t('orders.page.notFound') : t('orders.page.loadError')}
        </p>
      </Shell>
    );
  }
  return <OrderView detail={query.data} />;
}

function OrderView({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order } = detail;
  const status = useRef<HTMLParagraphElement>(null);
  const shown = useRef(order.status);
  useEffect(() => {
    if (shown.current === order.status) return;
    shown.current = order.status;
    // The step that changed it is gone from the page: the new status is where the admin goes on.
    const focused = document.activeElement;
    if (!focused || focused === document.body) status.current?.focus();
  }, [order.status]);

  const hasStep =
    ['paid', 'packed', 'shipped', 'refunded'].includes(order.status) ||
    detail.bracelets.length > 0 ||
    detail.refunds.length > 0;
  const steps = !hasStep ? (
    <p className="text-gray-700">{t('orders.page.noStep')}</p>
  ) : (
    <>
      {order.status === 'paid' && <PackingPanel key={order.updatedAt} detail={detail} />}
      {order.status === 'packed' && <ShippingPanel detail={detail} />}
      {order.status !== 'shipped' && order.status !== 'refunded' && <PackedBracelets detail={detail} />}
      {(order.status === 'shipped' || order.status === 'refunded') && <ShipmentDetails detail={detail} />}
      <RefundPanel detail={detail} />
      <ReturnPanel detail={detail} />
    </>
  );

  return (
    <Shell>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">
          {t('orders.page.title', { orderNumber: order.orderNumber })}
        </h1>
        <p
          ref={status}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-red-600"
          data-testid="order-status"
        >
          <span className="text-sm text-gray-700">{t('orders.page.statusLabel')}</span>
          <StatusBadge status={order.status} />
          <span className="text-sm text-gray-800">{t(`orders.nextStep.${order.status}`)}</span>
        </p>
        <PartialRefundNote order={order} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 gap-6">{steps}</div>
        <div className="grid min-w-0 gap-6">
          <OrderFacts detail={detail} />
          <BuyerDetails detail={detail} />
          <MoreActions detail={detail} />
        </div>
      </div>
      <OrderHistory detail={detail} />
    </Shell>
  );
}
