// Refunds (issue 32): whole or partial, with a reason, through PayPal's capture refund. The request id
// is the order's and the admin page's attempt, so a double click or a retry makes one refund. Each
// PayPal refund is stored once, whoever reports it first: our call, or PayPal's webhook
// (PAYMENT.CAPTURE.REFUNDED / REVERSED) for a refund made on PayPal's side. The refunds' sum is the
// order's refunded amount; once it covers the amount the order is refunded. Packed bracelets stay
// sold: they go back to stock only when the admin says they came back.
import { z } from 'zod';
import type { OrderDetail, RefundOrderInput } from '#shared/schemas/order.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import { PayPalApiError, type PayPalMoney } from '../../adapters/paypal-client.ts';
import type { Infra } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { toMinorUnits } from '../payments/paypal-amount.ts';
import { recordOrderEvent } from './order-events.repo.ts';
import type { OrderMailer } from './order-mailer.ts';
import { decimalOf, minorOf, refundableOf } from './order-money.ts';
import { paypalFailure, requirePayPal, type OrderPayPal } from './order-paypal.ts';
import { insertOrderRefund, listOrderRefunds, refundCounts } from './order-refunds.repo.ts';
import type { OrdersService } from './orders.service.ts';
import {
  findOrderByCaptureId,
  findOrderById,
  lockOrder,
  setRefundedAmount,
  type OrderRow,
} from './orders.repo.ts';

/** Orders whose money the shop holds: paid, packed or shipped (a refunded one has none left). */
const REFUNDABLE_STATUSES = new Set(['paid', 'packed', 'shipped']);

/** PayPal's refusals of a refund (Payments v2 captures.refund-422) the admin can act on. */
const REFUSALS: Record<string, { status: number; key: MessageKey }> = {
  CAPTURE_FULLY_REFUNDED: { status: 409, key: 'errors.refundAlreadyFull' },
  REFUND_AMOUNT_EXCEEDED: { status: 422, key: 'errors.refundExceeds' },
  REFUND_TIME_LIMIT_EXCEEDED: { status: 422, key: 'errors.refundTimeLimit' },
};

/** PayPal's refund (or reversal) as a webhook carries it: the refund resource with its links. */
const paypalRefundResource = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  status: z.string().max(40).optional(),
  amount: z.object({ currency_code: z.string().regex(/^[A-Z]{3}$/), value: z.string().max(32) }),
  note_to_payer: z.string().optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() }).passthrough()).optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ capture_id: z.string().optional() }).passthrough().optional() })
    .passthrough()
    .optional(),
});

const CAPTURE_LINK = /\/v2\/payments\/captures\/([A-Za-z0-9]+)(?:[/?#]|$)/;

type NewRefund = {
  paypalRefundId: string;
  amountMinor: bigint;
  status: string;
  reason: string | null;
  actor: string;
  kind: 'refunded' | 'reversed';
};

export class RefundsService {
  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'logger'> & {
      paypal: OrderPayPal;
      orders: OrdersService;
      orderMails: OrderMailer;
    },
  ) {}

  /** The admin's refund: at most what is left, through PayPal, then the buyer's mail. */
  async refund(id: string, input: RefundOrderInput, actor: string): Promise<OrderDetail> {
    const { db, paypal, logger } = this.deps;
    const row = await findOrderById(db, id);
    if (!row) throw notFound();
    const left = refundableOf(row);
    if (!REFUNDABLE_STATUSES.has(row.status) || !row.paypalCaptureId || left === 0n) {
      throw conflict('errors.orderNotRefundable');
    }
    const minor = toMinorUnits(input.amount, row.currency);
    if (minor === undefined) {
      throw new AppError(400, 'errors.refundAmountDecimals', {}, {}, false, { currency: row.currency });
    }
    if (minor === 0n) throw badRequest('errors.refundAmountZero');
    if (minor > left) {
      throw new AppError(422, 'errors.refundTooMuch', {}, {}, false, {
        max: `${decimalOf(left, row.currency)} ${row.currency}`,
      });
    }
    requirePayPal(paypal);
    const amount = { currency_code: row.currency, value: decimalOf(minor, row.currency) };
    // The admin page's attempt: the same attempt again (double click, retry after a timeout) is
    // PayPal's stored answer, never a second refund; the page starts a new one after a refusal.
    let refund;
    try {
      refund = await paypal.refundCapture({
        captureId: row.paypalCaptureId,
        amount,
        noteToPayer: input.reason,
        requestId: `refund-${id}-${input.attempt}`,
      });
    } catch (error) {
      throw await this.refusal(row, { ...input, actor }, amount, error);
    }
    const recorded = await this.record(row.id, {
      paypalRefundId: refund.id,
      amountMinor: this.amountOf(refund.amount, row) ?? minor,
      status: refund.status,
      reason: input.reason,
      actor,
      kind: 'refunded',
    });
    if (recorded) {
      const refundAmount = decimalOf(this.amountOf(refund.amount, row) ?? minor, row.currency);
      const mailed = await this.deps.orderMails.refunded(recorded, {
        amount: refundAmount,
        reason: input.reason,
      });
      if (!mailed) logger.warn({ orderId: id, refundId: refund.id }, 'refund mail not sent');
    }
    return this.deps.orders.detail(id);
  }

  /**
   * A refund or reversal PayPal reports (webhook): stored once, by 'paypal'; an unknown capture, or a
   * resource that is not a refund, changes nothing.
   */
  async recordFromPayPal(kind: 'refunded' | 'reversed', resource: unknown): Promise<void> {
    const { db, logger } = this.deps;
    const parsed = paypalRefundResource.safeParse(resource);
    if (!parsed.success) {
      logger.warn({ kind }, 'PayPal refund event without a readable refund');
      return;
    }
    const refund = parsed.data;
    const up = refund.links?.find((link) => link.rel === 'up' && CAPTURE_LINK.test(link.href));
    const captureId =
      (up && CAPTURE_LINK.exec(up.href)?.[1]) ?? refund.supplementary_data?.related_ids?.capture_id;
    const order = captureId ? await findOrderByCaptureId(db, captureId) : undefined;
    if (!order) {
      logger.warn({ kind, refundId: refund.id }, 'PayPal refund event for no order of ours');
      return;
    }
    // A reversal may carry its amount as a negative value.
    const value = refund.amount.value.replace(/^-/, '');
    const minor = this.amountOf({ currency_code: refund.amount.currency_code, value }, order);
    if (minor === undefined || minor === 0n) {
      logger.warn(
        { kind, orderId: order.id, refundId: refund.id },
        'PayPal refund event with an unusable amount',
      );
      return;
    }
    const note = refund.note_to_payer?.trim().slice(0, 200);
    await this.record(order.id, {
      paypalRefundId: refund.id,
      amountMinor: minor,
      status: refund.status ?? 'COMPLETED',
      reason: note || null,
      actor: 'paypal',
      kind,
    });
  }

  /**
   * Stores the refund and the order's new refunded amount and status, with its history entry, in one
   * transaction on the locked order. Answers the updated order, or undefined when PayPal's refund was
   * stored already (a repeat: nothing changes, nobody is mailed twice).
   */
  private async record(orderId: string, refund: NewRefund): Promise<OrderRow | undefined> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return undefined;
      const now = clock.now();
      const amount = decimalOf(refund.amountMinor, order.currency);
      const inserted = await insertOrderRefund(tx, {
        orderId,
        paypalRefundId: refund.paypalRefundId,
        amount,
        currency: order.currency,
        status: refund.status,
        reason: refund.reason,
        actor: refund.actor,
        now,
      });
      if (!inserted) return undefined;
      const sum = (await listOrderRefunds(tx, orderId))
        .filter(refundCounts)
        .reduce((total, r) => total + minorOf(r.amount, r.currency), 0n);
      const whole = sum >= minorOf(order.amount, order.currency);
      const updated = await setRefundedAmount(
        tx,
        orderId,
        { refundedAmount: decimalOf(sum, order.currency), whole },
        now,
      );
      await recordOrderEvent(tx, {
        orderId,
        kind: refund.kind,
        actor: refund.actor,
        detail: {
          refundId: refund.paypalRefundId,
          amount,
          currency: order.currency,
          reason: refund.reason,
          status: refund.status,
          whole,
        },
        now,
      });
      return updated ?? order;
    });
  }

  /** PayPal's amount in the order's minor units; undefined when missing or in another currency. */
  private amountOf(money: PayPalMoney | undefined, order: OrderRow): bigint | undefined {
    if (!money || money.currency_code !== order.currency) return undefined;
    return toMinorUnits(money.value, order.currency);
  }

  /**
   * A refund PayPal refused leaves the order as it was: the refusal is in its history and the admin
   * reads why. An outage or a bad answer is PayPal's.
   */
  private async refusal(
    row: OrderRow,
    input: RefundOrderInput & { actor: string },
    amount: PayPalMoney,
    error: unknown,
  ): Promise<unknown> {
    const { db, clock, logger } = this.deps;
    if (error instanceof PayPalApiError && error.status === 409) {
      // PREVIOUS_REQUEST_IN_PROGRESS: the same attempt is still running at PayPal.
      return conflict('errors.refundInProgress');
    }
    if (!(error instanceof PayPalApiError && error.status === 422)) {
      return paypalFailure(logger, { stage: 'refund', orderId: row.id }, error);
    }
    logger.warn(
      { orderId: row.id, issue: error.issue, debugId: error.debugId, description: error.message },
      'PayPal refused the refund',
    );
    await recordOrderEvent(db, {
      orderId: row.id,
      kind: 'refund_refused',
      actor: input.actor,
      detail: {
        amount: amount.value,
        currency: amount.currency_code,
        reason: input.reason,
        issue: error.issue,
      },
      now: clock.now(),
    });
    const known = error.issue ? REFUSALS[error.issue] : undefined;
    return new AppError(
      known?.status ?? 422,
      known?.key ?? 'errors.refundRefused',
      error.issue ? { issue: error.issue } : {},
    );
  }
}
