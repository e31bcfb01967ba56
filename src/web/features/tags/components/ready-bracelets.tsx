// The dashboard's "Bracelets ready to activate": those packed for the parent's own orders and not yet
// activated, each one button away from its page (no code to type). Nothing shows when there are none.
import { KeyRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { toastFailure } from '../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useActivateTag } from '../api/activate-tag.ts';
import { useAccountOrders } from '../../../api/account-orders.ts';

export function ReadyBracelets() {
  const t = useT();
  const navigate = useNavigate();
  const orders = useAccountOrders();
  const activate = useActivateTag();
  const ready = (orders.data ?? [])
    .map((order) => ({ order, codes: order.bracelets.filter((b) => !b.activated).map((b) => b.uniqueCode) }))
    .filter(({ codes }) => codes.length > 0);
  if (ready.length === 0) return null;

  const onActivate = async (uniqueCode: string) => {
    try {
      const tag = await activate.mutateAsync(uniqueCode);
      await orders.refetch();
      toast({ title: t('activate.okTitle'), description: t('activate.ok') });
      navigate(routes.configure(tag.id));
    } catch (error) {
      toastFailure(t, error, { title: 'activate.failedTitle', fallback: 'activate.failedFallback' });
    }
  };

  return (
    <Card className="grid gap-4 p-5 sm:p-6" role="region" aria-labelledby="ready-bracelets">
      <h2 id="ready-bracelets" className="flex items-center gap-2 text-xl font-semibold text-gray-900">
        <KeyRound className="h-5 w-5 text-red-600" aria-hidden="true" />
        {t('orders.myOrder.readyHeading')}
      </h2>
      {ready.map(({ order, codes }) => (
        <div key={order.id} className="grid gap-3">
          <p className="text-sm text-gray-700">
            {t('orders.myOrder.readyIntro', { orderNumber: order.orderNumber })}
          </p>
          <ul className="flex flex-wrap gap-2">
            {codes.map((code) => (
              <li key={code}>
                <Button
                  variant="outline"
                  className="font-mono"
                  disabled={activate.isPending}
                  onClick={() => void onActivate(code)}
                >
                  {activate.isPending && activate.variables === code
                    ? t('orders.myOrder.activating')
                    : t('orders.myOrder.activate', { code })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}
