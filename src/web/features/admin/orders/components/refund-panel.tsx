// Refunds: what went back so far, and while money remains, a whole or partial refund (the amount
// starts at what remains) with the reason the buyer reads. A question states the amount in the shop's
// currency before PayPal is asked; a refusal leaves the order as it was and says why.
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatMoney } from '#shared/i18n/format.ts';
import { refundOrderSchema, type OrderDetail, type RefundOrderInput } from '#shared/schemas/order.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useLocale, useT } from '../../../../i18n/i18n-context.tsx';
import { ApiError } from '../../../../lib/api-request.ts';
import { newAttemptId } from '../../../../lib/attempt-id.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { actorLabel } from '../event-sentence.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { issuesByField, OrderSection } from './section.tsx';

/** Orders whose money the shop still holds (a refunded one has none left). */
const REFUNDABLE_STATUSES = new Set(['paid', 'packed', 'shipped']);

/** '12.5' → 1250n: an amount in hundredths, to compare without floats; undefined if not an amount. */
export function hundredthsOf(amount: string): bigint | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function RefundPanel({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const language = useLocale();
  const { order, refunds } = detail;
  const left = hundredthsOf(detail.refundable) ?? 0n;
  const canRefund = REFUNDABLE_STATUSES.has(order.status) && Boolean(order.paypalCaptureId) && left > 0n;
  if (!canRefund && refunds.length === 0) return null;

  return (
    <OrderSection title={t('orders.refunds.heading')} testId="refunds">
      {refunds.length === 0 ? (
        <p className="text-gray-700">{t('orders.refunds.none')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('orders.refunds.listLabel')} data-testid="refund-list">
          {refunds.map((refund) => (
            <li key={refund.id} className="grid gap-0.5 rounded-md border border-gray-200 p-2 text-sm">
              <span className="font-semibold">
                {t('orders.refunds.entry', {
                  amount: formatMoney(language, refund.amount, refund.currency),
                  date: formatDateTime(language, new Date(refund.createdAt)),
                  actor: actorLabel(t, refund.actor),
                })}
              </span>
              {refund.reason && (
                <span className="text-gray-700 [overflow-wrap:anywhere]">
                  {t('orders.refunds.reason', { reason: refund.reason })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canRefund ? (
        <RefundForm key={detail.refundable} detail={detail} />
      ) : (
        order.status === 'refunded' && <p className="text-gray-700">{t('orders.refunds.allRefunded')}</p>
      )}
    </OrderSection>
  );
}

/**
 * A refusal the same attempt would meet again (our checks, PayPal's 422s and "already refunded"): the
 * next try is a new attempt. An outage or "under way" keeps it, so a retry cannot refund twice.
 */
function refusedForGood(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return false;
  return error.status !== 409 || typeof error.body?.issue === 'string';
}

/** Keyed by what remains: after a refund it starts again from the new remainder. */
function RefundForm({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const language = useLocale();
  const { order } = detail;
  const refund = useRefundOrder(order.id);
  const [amount, setAmount] = useState(detail.refundable);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<RefundOrderInput>();
  // Kept across a retry after an outage (PayPal may have refunded); a refusal starts a new attempt.
  const [attempt, setAttempt] = useState(newAttemptId);
  const max = formatMoney(language, detail.refundable, order.currency);

  const check = () => {
    const parsed = refundOrderSchema.safeParse({ amount, reason, attempt });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues);
    const wanted = hundredthsOf(amount);
    if (!found.amount && wanted !== undefined) {
      if (wanted === 0n) found.amount = t('orders.refunds.amountZero');
      else if (wanted > (hundredthsOf(detail.refundable) ?? 0n)) {
        found.amount = t('orders.refunds.amountTooHigh', { max });
      }
    }
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) setAsking(parsed.data);
  };

  const formatted = asking ? formatMoney(language, asking.amount, order.currency) : '';
  return (
    <>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <FormField
          label={t('orders.refunds.amountLabel', { currency: order.currency })}
          hint={t('orders.refunds.amountHint', { max })}
          error={errors.amount}
        >
          <Input
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums sm:max-w-48"
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <FormField label={t('orders.refunds.reasonLabel')} error={errors.reason}>
          <Input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <div>
          <Button type="submit" variant="outline">
            <Undo2 aria-hidden="true" />
            {t('orders.refunds.refund')}
          </Button>
        </div>
      </form>
      {asking && (
        <ConfirmDialog
          title={t('orders.refunds.confirmTitle', { amount: formatted })}
          description={t('orders.refunds.confirmDescription', {
            amount: formatted,
            orderNumber: order.orderNumber,
          })}
          confirmLabel={t('orders.refunds.confirm', { amount: formatted })}
          pendingLabel={t('orders.refunds.refunding')}
          pending={refund.isPending}
          destructive
          onConfirm={() =>
            refund.mutate(asking, {
              onError: (error) => {
                if (refusedForGood(error)) setAttempt(newAttemptId());
              },
              onSettled: () => setAsking(undefined),
            })
          }
          onClose={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
