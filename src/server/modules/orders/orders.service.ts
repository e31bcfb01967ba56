// The shop's view of orders (admin Orders tab): the list, its CSV export and marking an order shipped.
import { orderNumberOf, type OrderStatus, type OrderView } from '#shared/schemas/payment.ts';
import type { Infra } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { ordersCsv } from './orders-csv.ts';
import { findOrderById, listOrders, markShipped, type OrderRow } from './orders.repo.ts';

/** Enough for a small shop's screen and export; older orders stay in PayPal and the database. */
export const ORDERS_LIST_LIMIT = 1000;

function orderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    orderNumber: orderNumberOf(row.id),
    paypalOrderId: row.paypalOrderId,
    paypalCaptureId: row.paypalCaptureId,
    amount: row.amount,
    currency: row.currency,
    status: row.status as OrderStatus,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    shippingAddress: row.shippingAddress,
    confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class OrdersService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock'>) {}

  async list(): Promise<OrderView[]> {
    return (await listOrders(this.deps.db, ORDERS_LIST_LIMIT)).map(orderView);
  }

  async exportCsv(): Promise<string> {
    return ordersCsv(await this.list());
  }

  /** completed → shipped; shipping twice answers the order unchanged; unpaid orders cannot ship. */
  async ship(id: string): Promise<OrderView> {
    const { db, clock } = this.deps;
    const shipped = await markShipped(db, id, clock.now());
    if (shipped) return orderView(shipped);
    const current = await findOrderById(db, id);
    if (!current) throw notFound();
    if (current.status === 'shipped') return orderView(current);
    throw conflict('errors.orderNotShippable');
  }
}
