// The Orders tab's status filter: each choice names the statuses it shows (its label says so), the
// default is the work still to do (orders to pack and to ship).
import type { OrderStatus, OrderView } from '#shared/schemas/order.ts';

export const ORDER_FILTERS = [
  'work',
  'paid',
  'packed',
  'shipped',
  'refunded',
  'pending',
  'closed',
  'all',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const DEFAULT_ORDER_FILTER: OrderFilter = 'work';

const STATUSES: Record<Exclude<OrderFilter, 'refunded' | 'all'>, readonly OrderStatus[]> = {
  work: ['paid', 'packed'],
  paid: ['paid'],
  packed: ['packed'],
  shipped: ['shipped'],
  pending: ['pending'],
  closed: ['cancelled', 'failed'],
};

/** Money went back: refunded in full, or in part (a partial refund keeps the order's status). */
function hasRefund(order: OrderView): boolean {
  return order.status === 'refunded' || /[1-9]/.test(order.refundedAmount);
}

export function matchesFilter(filter: OrderFilter, order: OrderView): boolean {
  if (filter === 'all') return true;
  if (filter === 'refunded') return hasRefund(order);
  return STATUSES[filter].includes(order.status);
}

export function isOrderFilter(value: string): value is OrderFilter {
  return (ORDER_FILTERS as readonly string[]).includes(value);
}
