// The buyer's confirmation mail: sent as soon as a capture completes the order, and again by the retry
// job when that did not happen (SMTP refused, process stopped in between): late, or rarely twice, but
// never lost (decision 011).
import type { Infra } from '../../context.ts';
import { orderBuyer } from '../orders/order-buyer.ts';
import { recordOrderEvent } from '../orders/order-events.repo.ts';
import { claimUnconfirmedOrders, markConfirmationSent, type OrderRow } from '../orders/orders.repo.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';

/** The shortest wait before an unconfirmed order is mailed again (an attempt may still be running). */
export const CONFIRMATION_RETRY_GAP_MS = 60_000;
/** Orders mailed per run; the rest wait for the next run. */
const RETRY_BATCH = 20;

export class OrderConfirmationService {
  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'metrics'>,
  ) {}

  /**
   * Mails the confirmation and records it (in the order's history too, by `actor`: 'system', or the
   * admin who sent it again); a failure is logged and leaves the order unconfirmed.
   */
  async send(order: OrderRow, actor = 'system'): Promise<boolean> {
    const { mailer, config, db, clock, logger } = this.deps;
    if (!order.customerEmail) {
      logger.warn({ orderId: order.id }, 'no buyer e-mail: confirmation not sent');
      return false;
    }
    try {
      await mailer.send(
        orderConfirmationMail({
          ...orderBuyer(order, order.customerEmail, config),
          amount: order.amount,
          currency: order.currency,
          quantity: order.quantity,
          shippingAddress: order.shippingAddress,
        }),
      );
      await markConfirmationSent(db, order.id, clock.now());
      await recordOrderEvent(db, {
        orderId: order.id,
        kind: 'confirmation_sent',
        actor,
        detail: { mail: 'confirmation' },
        now: clock.now(),
      });
      return true;
    } catch (error) {
      // The payment stands; the retry job tries again (the CSV export shows it as not sent meanwhile).
      logger.error(
        { orderId: order.id, err: { message: (error as Error).message } },
        'order confirmation not sent',
      );
      return false;
    }
  }

  /** One run of the retry job: claims unconfirmed paid orders and mails them. Answers how many went out. */
  async mailMissed(): Promise<number> {
    const { db, clock, logger } = this.deps;
    const claimed = await claimUnconfirmedOrders(db, clock.now(), {
      minGapMs: CONFIRMATION_RETRY_GAP_MS,
      limit: RETRY_BATCH,
    });
    let sent = 0;
    for (const order of claimed) {
      logger.info({ orderId: order.id }, 'retrying order confirmation');
      this.deps.metrics.mail.retried.inc({ kind: 'order confirmation' });
      if (await this.send(order)) sent++;
    }
    return sent;
  }
}
