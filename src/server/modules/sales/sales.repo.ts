// SQL for the sales overview: sums and counts per ISO week (Monday 00:00 UTC), done by the database.
// Money is summed as numeric (exact) and answered in the currency's minor units, as text, so no
// driver turns it into a float.
import { and, gte, inArray, isNotNull, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CAPTURED_STATUSES } from '#shared/schemas/order.ts';
import type { Executor } from '../../db/client.ts';
import { orderRefunds, orders, tags } from '../../db/schema/index.ts';

/** PayPal's refund statuses that moved no money: such a refund is not counted. */
export const REFUND_STATUSES_WITHOUT_MONEY = ['CANCELLED', 'FAILED'];

/** The Monday of the row's UTC week, as 'YYYY-MM-DD' (text: no driver reads it in its own time zone). */
function utcWeekOf(column: PgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

/** sum(amount) × minor units per unit, exact, as text ('0' for no rows). */
function minorSumOf(column: PgColumn, unit: bigint): SQL<string> {
  return sql<string>`(coalesce(sum(${column}::numeric), 0) * ${unit.toString()}::numeric)::bigint::text`;
}

export type Span = { from: Date; to: Date };

function within(column: PgColumn, span: Span | undefined): SQL | undefined {
  return span ? and(gte(column, span.from), lt(column, span.to)) : undefined;
}

/** Orders whose money reached the shop, in the shop's currency: their count and amounts. */
function capturedOrders(currency: string, span?: Span) {
  return and(
    inArray(orders.status, [...CAPTURED_STATUSES]),
    sql`${orders.currency} = ${currency}`,
    within(orders.createdAt, span),
  );
}

function countedRefunds(currency: string, span?: Span) {
  return and(
    notInArray(orderRefunds.status, REFUND_STATUSES_WITHOUT_MONEY),
    sql`${orderRefunds.currency} = ${currency}`,
    within(orderRefunds.createdAt, span),
  );
}

export type WeekOrders = { week: string; orders: number; revenueMinor: string };
export type WeekRefunds = { week: string; refundsMinor: string };
export type WeekActivations = { week: string; activations: number };

export async function ordersPerWeek(
  db: Executor,
  { currency, unit, span }: { currency: string; unit: bigint; span: Span },
): Promise<WeekOrders[]> {
  const week = utcWeekOf(orders.createdAt);
  return db
    .select({ week, orders: sql<number>`count(*)::int`, revenueMinor: minorSumOf(orders.amount, unit) })
    .from(orders)
    .where(capturedOrders(currency, span))
    .groupBy(week);
}

export async function refundsPerWeek(
  db: Executor,
  { currency, unit, span }: { currency: string; unit: bigint; span: Span },
): Promise<WeekRefunds[]> {
  const week = utcWeekOf(orderRefunds.createdAt);
  return db
    .select({ week, refundsMinor: minorSumOf(orderRefunds.amount, unit) })
    .from(orderRefunds)
    .where(countedRefunds(currency, span))
    .groupBy(week);
}

/** Bracelets a parent first took in the span, per week. */
export async function activationsPerWeek(db: Executor, span: Span): Promise<WeekActivations[]> {
  const week = utcWeekOf(tags.activatedAt);
  return db
    .select({ week, activations: sql<number>`count(*)::int` })
    .from(tags)
    .where(and(isNotNull(tags.activatedAt), within(tags.activatedAt, span)))
    .groupBy(week);
}

/** Over all time: captured orders, their amounts and the refunds, in the shop's currency. */
export async function salesTotals(
  db: Executor,
  { currency, unit }: { currency: string; unit: bigint },
): Promise<{ orders: number; revenueMinor: string; refundsMinor: string }> {
  const [sold] = await db
    .select({ orders: sql<number>`count(*)::int`, revenueMinor: minorSumOf(orders.amount, unit) })
    .from(orders)
    .where(capturedOrders(currency));
  const [refunded] = await db
    .select({ refundsMinor: minorSumOf(orderRefunds.amount, unit) })
    .from(orderRefunds)
    .where(countedRefunds(currency));
  return {
    orders: sold?.orders ?? 0,
    revenueMinor: sold?.revenueMinor ?? '0',
    refundsMinor: refunded?.refundsMinor ?? '0',
  };
}

/**
 * Bracelets by state. In stock: no order, no owner, not retired. Sold: packed for an order, no owner
 * yet, not retired. Activated: a parent owns it. A retired bracelet nobody owns counts in none.
 */
export async function braceletCounts(
  db: Executor,
): Promise<{ inStock: number; sold: number; activated: number }> {
  const inStock = and(isNull(tags.orderId), isNull(tags.userId), isNull(tags.deactivatedAt));
  const sold = and(isNotNull(tags.orderId), isNull(tags.userId), isNull(tags.deactivatedAt));
  const [row] = await db
    .select({
      inStock: sql<number>`(count(*) filter (where ${inStock}))::int`,
      sold: sql<number>`(count(*) filter (where ${sold}))::int`,
      activated: sql<number>`(count(*) filter (where ${isNotNull(tags.userId)}))::int`,
    })
    .from(tags);
  return { inStock: row?.inStock ?? 0, sold: row?.sold ?? 0, activated: row?.activated ?? 0 };
}
