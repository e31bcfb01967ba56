// The admin's sales overview (issue 32): the last SALES_WEEKS ISO weeks (Monday 00:00 UTC, from the
// app's clock, oldest first, empty weeks as 0) of captured orders, their revenue, refunds and first
// activations, the all-time totals, and the bracelets in stock, sold and activated.
//
// One currency: the shop's current one (the PayPal settings). Orders and refunds in another currency
// (made before the shop changed it) are left out rather than added to amounts they cannot be summed with.
import type { SalesOverview } from '#shared/schemas/order.ts';
import type { Infra } from '../../context.ts';
import type { ContentService } from '../content/content.service.ts';
import { fromMinorUnits, minorUnitOf } from '#shared/money.ts';
import { lastWeeks } from './sales-weeks.ts';
import {
  activationsPerWeek,
  braceletCounts,
  ordersPerWeek,
  refundsPerWeek,
  salesTotals,
} from './sales.repo.ts';

/** About a quarter: enough to see a trend, few enough bars for a phone. */
export const SALES_WEEKS = 12;

export class SalesService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock'> & { content: ContentService }) {}

  async overview(): Promise<SalesOverview> {
    const { db, clock, content } = this.deps;
    const settings = await content.section('paypalSettings');
    const currency = settings.currency.trim().toUpperCase();
    const unit = minorUnitOf(currency);
    const { weeks, from, to } = lastWeeks(clock.now(), SALES_WEEKS);
    const span = { from, to };
    const [sold, refunded, activated, totals, bracelets] = await Promise.all([
      ordersPerWeek(db, { currency, unit, span }),
      refundsPerWeek(db, { currency, unit, span }),
      activationsPerWeek(db, span),
      salesTotals(db, { currency, unit }),
      braceletCounts(db),
    ]);
    const soldIn = new Map(sold.map((row) => [row.week, row]));
    const refundedIn = new Map(refunded.map((row) => [row.week, BigInt(row.refundsMinor)]));
    const activatedIn = new Map(activated.map((row) => [row.week, row.activations]));
    const money = (minor: bigint) => fromMinorUnits(minor, currency);
    return {
      currency,
      weeks: weeks.map((weekStart) => ({
        weekStart,
        orders: soldIn.get(weekStart)?.orders ?? 0,
        revenue: money(BigInt(soldIn.get(weekStart)?.revenueMinor ?? '0')),
        refunds: money(refundedIn.get(weekStart) ?? 0n),
        activations: activatedIn.get(weekStart) ?? 0,
      })),
      totals: {
        orders: totals.orders,
        revenue: money(BigInt(totals.revenueMinor)),
        refunds: money(BigInt(totals.refundsMinor)),
      },
      bracelets,
    };
  }
}
