// The shop's view of orders (admin Orders tab and order page): the list and its CSV export, one order's
// page (its bracelets, history and refunds), cancelling an unpaid order and mailing the buyer again.
// Packing, shipping and refunds have their own services; each answers the order page as it now is.
import { CONFIRMABLE_STATUSES, type OrderDetail, type OrderView } from '#shared/schemas/order.ts';
import type { Infra } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { OrderConfirmationService } from '../payments/order-confirmation.ts';
import { listOrderBracelets } from './order-bracelets.repo.ts';
import type { OrderMailer } from './order-mailer.ts';
import { listOrderEvents, recordOrderEvent } from './order-events.repo.ts';
import { buyerOrderUrl } from './order-link.ts';
import { decimalOf, refundableOf } from './order-money.ts';
import { listOrderRefunds } from './order-refunds.repo.ts';
import { ordersCsv } from './orders-csv.ts';
import { orderView } from './order-view.ts';
import { findOrderById, listOrders, markCancelled, type OrderRow } from './orders.repo.ts';

/** Enough for a small shop's screen and export; older orders stay in PayPal and the database. */
export const ORDERS_LIST_LIMIT = 1000;

export class OrdersService {
  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'config'> & {
      orderConfirmations: OrderConfirmationService;
      orderMails: OrderMailer;
    },
  ) {}

  async list(): Promise<OrderView[]> {
    return (await listOrders(this.deps.db, ORDERS_LIST_LIMIT)).map(orderView);
  }

  async exportCsv(): Promise<string> {
    return ordersCsv(await this.list());
  }

  /** The order page: the order, the bracelets packed for it, its history oldest first, its refunds. */
  async detail(id: string, db: Executor = this.deps.db): Promise<OrderDetail> {
    const row = await findOrderById(db, id);
    if (!row) throw notFound();
    return this.detailOf(row, db);
  }

  async detailOf(row: OrderRow, db: Executor = this.deps.db): Promise<OrderDetail> {
    const { config } = this.deps;
    // One after another: inside a transaction they share one connection.
    const bracelets = await listOrderBracelets(db, row.id);
    const events = await listOrderEvents(db, row.id);
    const refunds = await listOrderRefunds(db, row.id);
    return {
      order: orderView(row),
      bracelets: bracelets.map((b) => ({
        id: b.id,
        uniqueCode: b.uniqueCode,
        physicalId: b.physicalId,
        activated: b.userId !== null,
      })),
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind as OrderDetail['events'][number]['kind'],
        actor: e.actor,
        detail: e.detail,
        createdAt: e.createdAt.toISOString(),
      })),
      refunds: refunds.map((r) => ({
        id: r.id,
        paypalRefundId: r.paypalRefundId,
        amount: r.amount,
        currency: r.currency,
        status: r.status,
        reason: r.reason,
        actor: r.actor,
        createdAt: r.createdAt.toISOString(),
      })),
      refundable: decimalOf(refundableOf(row), row.currency),
      buyerUrl: buyerOrderUrl(config.publicUrl, config.sessionSecret, row.id),
    };
  }

  /** pending → cancelled: an order the buyer never paid (a paid one is refunded instead). */
  async cancel(id: string, actor: string): Promise<OrderDetail> {
    const { db, clock } = this.deps;
    const cancelled = await db.transaction(async (tx) => {
      const row = await markCancelled(tx, id, clock.now());
      if (row) await recordOrderEvent(tx, { orderId: id, kind: 'cancelled', actor, now: clock.now() });
      return row;
    });
    if (cancelled) return this.detailOf(cancelled);
    if (!(await findOrderById(db, id))) throw notFound();
    throw conflict('errors.orderNotCancellable');
  }

  /**
   * Mails the buyer again what fits the order now: the shipping mail (carrier, tracking) once it has
   * shipped, else the confirmation. The history records it with the admin's name.
   */
  async resendConfirmation(id: string, actor: string): Promise<OrderDetail> {
    const { db } = this.deps;
    const row = await findOrderById(db, id);
    if (!row) throw notFound();
    const confirmable = (CONFIRMABLE_STATUSES as readonly string[]).includes(row.status);
    if (!confirmable || !row.customerEmail) throw conflict('errors.orderNotConfirmable');
    const sent =
      row.status === 'shipped'
        ? await this.deps.orderMails.shipped(row, actor)
        : await this.deps.orderConfirmations.send(row, actor);
    if (!sent) throw new AppError(503, 'errors.orderMailFailed');
    return this.detail(id);
  }
}
