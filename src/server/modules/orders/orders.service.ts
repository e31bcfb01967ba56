// The shop's view of orders (admin Orders tab): the list, its CSV export and marking an order shipped.
import type { OrderView } from '#shared/schemas/order.ts';
import type { Infra } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { ordersCsv } from './orders-csv.ts';
import { orderView } from './order-view.ts';
import { findOrderById, listOrders, markShipped } from './orders.repo.ts';

/** Enough for a small shop's screen and export; older orders stay in PayPal and the database. */
export const ORDERS_LIST_LIMIT = 1000;

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
