import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, type OrderView } from '#shared/schemas/order.ts';
import { DEFAULT_ORDER_FILTER, matchesFilter, ORDER_FILTERS, type OrderFilter } from './order-filters.ts';

function order(status: OrderStatus, refundedAmount = '0.00'): OrderView {
  return { status, refundedAmount } as OrderView;
}

const shownBy = (filter: OrderFilter) =>
  ORDER_STATUSES.filter((status) => matchesFilter(filter, order(status)));

describe('the Orders tab filter', () => {
  it('shows the work to do by default: orders to pack and to ship', () => {
    expect(DEFAULT_ORDER_FILTER).toBe('work');
    expect(shownBy('work')).toEqual(['paid', 'packed']);
  });

  it('shows the statuses its label names', () => {
    expect(shownBy('paid')).toEqual(['paid']);
    expect(shownBy('packed')).toEqual(['packed']);
    expect(shownBy('shipped')).toEqual(['shipped']);
    expect(shownBy('pending')).toEqual(['pending']);
    expect(shownBy('closed')).toEqual(['cancelled', 'failed']);
    expect(shownBy('all')).toEqual([...ORDER_STATUSES]);
  });

  it('counts an order refunded in part among the refunded, whatever its status', () => {
    expect(shownBy('refunded')).toEqual(['refunded']);
    expect(matchesFilter('refunded', order('shipped', '10.00'))).toBe(true);
    expect(matchesFilter('refunded', order('shipped', '0.00'))).toBe(false);
    expect(matchesFilter('refunded', order('paid', '0.50'))).toBe(true);
  });

  it('leaves no status out of every filter but one', () => {
    for (const status of ORDER_STATUSES) {
      const filters = ORDER_FILTERS.filter((f) => f !== 'all' && matchesFilter(f, order(status)));
      expect(filters.length, status).toBeGreaterThan(0);
    }
  });
});
