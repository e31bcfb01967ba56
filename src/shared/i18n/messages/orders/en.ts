// orders: English, exactly as SPEC quotes it (moved from text.ts's ordersText).

export const ordersEn = {
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
    paid: 'Paid',
    packed: 'Packed',
    shipped: 'Shipped',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
    failed: 'Failed',
  },
} as const;
