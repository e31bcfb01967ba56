// SQL for the buyer's own view: the orders paid with an e-mail address, compared without letter case
// (PayPal gives the payer's address as typed; accounts store it in lower case).
import { and, desc, inArray, sql } from 'drizzle-orm';
import { CAPTURED_STATUSES } from '#shared/schemas/order.ts';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { OrderRow } from './orders.repo.ts';

/** Newest first; only orders PayPal captured (a checkout the buyer left is no order of theirs). */
export async function listOrdersPaidBy(db: Executor, email: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`lower(${orders.customerEmail}) = ${email.toLowerCase()}`,
        inArray(orders.status, [...CAPTURED_STATUSES]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(100);
}
