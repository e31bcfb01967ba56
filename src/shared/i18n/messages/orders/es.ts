// orders: es. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { ordersEn } from './en.ts';

export const ordersEs = {
  heading: 'Orders',
  intro: 'Paid orders to ship, newest first.',
  loading: 'Loading orders...',
  loadError: 'Failed to load orders.',
  empty: 'No orders yet.',
  downloadCsv: 'Download CSV',
  markShipped: 'Mark as shipped',
  shippedOkTitle: 'Order marked as shipped',
  shipFailedTitle: 'Failed to update order',
  confirmationSent: 'Confirmation mailed',
  confirmationNotSent: 'Confirmation not mailed yet',
  columns: {
    order: 'Order',
    date: 'Date',
    status: 'Status',
    amount: 'Amount',
    customer: 'Customer',
    shipping: 'Shipping address',
    actions: 'Actions',
  },
  status: {
    pending: 'Pending',
    completed: 'Paid',
    shipped: 'Shipped',
    failed: 'Failed',
  },
} satisfies Messages<typeof ordersEn>;
