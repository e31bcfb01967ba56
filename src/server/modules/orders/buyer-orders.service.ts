// The buyer's own view of their orders (issue 32): the page behind the signed link in their mails (no
// sign-in), and the orders a verified parent paid with their account's e-mail, with the bracelets packed
// for each, so the dashboard offers them for activation without typing their codes. Anyone else reads
// 404, as for an order that does not exist.
import { isCaptured, type AccountOrder, type BuyerOrder } from '#shared/schemas/order.ts';
import type { Infra } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { listOrdersPaidBy } from './buyer-orders.repo.ts';
import { listOrderBracelets } from './order-bracelets.repo.ts';
import { orderSignature, verifyOrderSignature } from './order-link.ts';
import { buyerOrderView } from './order-view.ts';
import { findOrderById, type OrderRow } from './orders.repo.ts';

export class BuyerOrdersService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'config'>) {}

  /** The signed link's order; a changed signature, or an order never paid, is not found. */
  async signed(id: string, signature: string): Promise<BuyerOrder> {
    const row = await this.signedRow(id, signature);
    const sig = orderSignature(this.deps.config.sessionSecret, row.id);
    return buyerOrderView(row, `/api/order-status/${row.id}/${sig}/receipt.pdf`);
  }

  /** The order behind a signed link, for its receipt. */
  async signedRow(id: string, signature: string): Promise<OrderRow> {
    if (!verifyOrderSignature(this.deps.config.sessionSecret, id, signature)) throw notFound();
    return this.paid(await findOrderById(this.deps.db, id));
  }

  /** Orders paid with the account's e-mail, newest first, each with its packed bracelets. */
  async forAccount(email: string): Promise<AccountOrder[]> {
    const { db } = this.deps;
    const rows = await listOrdersPaidBy(db, email);
    return Promise.all(
      rows.map(async (row) => {
        const bracelets = await listOrderBracelets(db, row.id);
        return {
          ...buyerOrderView(row, `/api/account/orders/${row.id}/receipt.pdf`),
          bracelets: bracelets.map((b) => ({ uniqueCode: b.uniqueCode, activated: b.userId !== null })),
        };
      }),
    );
  }

  /** One order of the account's, for its receipt; another's is not found. */
  async accountRow(email: string, id: string): Promise<OrderRow> {
    const row = await findOrderById(this.deps.db, id);
    if (row?.customerEmail?.toLowerCase() !== email.toLowerCase()) throw notFound();
    return this.paid(row);
  }

  private paid(row: OrderRow | undefined): OrderRow {
    if (!row || !isCaptured(row.status)) throw notFound();
    return row;
  }
}
