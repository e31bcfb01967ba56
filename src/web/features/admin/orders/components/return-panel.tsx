// Bracelets that came back from a shipped or refunded order: the admin ticks those in hand, and they
// go back to stock. A bracelet a parent has activated stays with that parent.
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import type { OrderDetail } from '#shared/schemas/order.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { useReturnToStock } from '../api/return-to-stock.ts';
import { OrderSection } from './section.tsx';

const RETURNABLE_STATUSES = new Set(['shipped', 'refunded']);

export function ReturnPanel({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order, bracelets } = detail;
  const giveBack = useReturnToStock(order.id);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  if (!RETURNABLE_STATUSES.has(order.status) || bracelets.length === 0) return null;

  const toggle = (code: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(code);
    else next.delete(code);
    setTicked(next);
  };
  const codes = bracelets.filter((b) => ticked.has(b.uniqueCode)).map((b) => b.uniqueCode);

  return (
    <OrderSection title={t('orders.returns.heading')} testId="returns">
      <p className="text-sm text-gray-700">{t('orders.returns.intro')}</p>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          giveBack.mutate(codes, { onSuccess: () => setTicked(new Set()) });
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('orders.returns.heading')}</legend>
          {bracelets.map((bracelet) => (
            <label
              key={bracelet.id}
              className="flex min-h-11 items-start gap-3 rounded-md border border-gray-200 p-2"
            >
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0"
                disabled={bracelet.activated}
                checked={ticked.has(bracelet.uniqueCode)}
                onChange={(event) => toggle(bracelet.uniqueCode, event.target.checked)}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-mono [overflow-wrap:anywhere]">{bracelet.uniqueCode}</span>
                {bracelet.activated && (
                  <span className="text-xs text-gray-600">{t('orders.returns.activated')}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="outline" disabled={codes.length === 0 || giveBack.isPending}>
            <PackagePlus aria-hidden="true" />
            {giveBack.isPending ? t('orders.returns.returning') : t('orders.returns.submit')}
          </Button>
        </div>
      </form>
    </OrderSection>
  );
}
