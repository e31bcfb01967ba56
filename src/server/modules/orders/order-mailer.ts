// Sends the buyer's mails about shipping and refunds, in the order's language, with the link to their
// order page. A mail that does not go is logged and answered false: the change it reports stands, and
// the admin can send it again (resend confirmation).
import type { MailMessage } from '../../adapters/mailer.ts';
import type { Infra } from '../../context.ts';
import { recordOrderEvent } from './order-events.repo.ts';
import { orderBuyer } from './order-buyer.ts';
import { orderRefundMail, orderShippedMail } from './order-mails.ts';
import { carrierNameOf } from './order-view.ts';
import { trackingUrlOf } from '#shared/carriers.ts';
import type { OrderRow } from './orders.repo.ts';

export type RefundNotice = { amount: string; reason: string };

export class OrderMailer {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock' | 'mailer' | 'config' | 'logger'>) {}

  /**
   * The shipping mail: carrier, number, tracking link, order page. `resentBy` (an admin sending it
   * again) puts it in the order's history.
   */
  async shipped(order: OrderRow, resentBy?: string): Promise<boolean> {
    if (!order.customerEmail || !order.carrier || !order.trackingNumber) return false;
    const sent = await this.deliver(
      order,
      orderShippedMail({
        ...this.buyer(order, order.customerEmail),
        carrierName: carrierNameOf(order.carrier) ?? order.carrier,
        trackingNumber: order.trackingNumber,
        trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
      }),
    );
    if (sent && resentBy) {
      await recordOrderEvent(this.deps.db, {
        orderId: order.id,
        kind: 'confirmation_sent',
        actor: resentBy,
        detail: { mail: 'shipped' },
        now: this.deps.clock.now(),
      });
    }
    return sent;
  }

  /** The refund mail: this refund's amount and reason, what is refunded so far, the order page. */
  async refunded(order: OrderRow, refund: RefundNotice): Promise<boolean> {
    if (!order.customerEmail) return false;
    return this.deliver(
      order,
      orderRefundMail({
        ...this.buyer(order, order.customerEmail),
        amount: refund.amount,
        reason: refund.reason,
        refundedAmount: order.refundedAmount,
        total: order.amount,
        currency: order.currency,
        whole: order.status === 'refunded',
      }),
    );
  }

  private buyer(order: OrderRow, to: string) {
    return orderBuyer(order, to, this.deps.config);
  }

  private async deliver(order: OrderRow, message: MailMessage): Promise<boolean> {
    try {
      await this.deps.mailer.send(message);
      return true;
    } catch (error) {
      this.deps.logger.error(
        { orderId: order.id, mail: message.kind, err: { message: (error as Error).message } },
        'order mail not sent',
      );
      return false;
    }
  }
}
