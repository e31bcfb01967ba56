// receipt: the order's receipt PDF (issue 32), printed in the buyer's language.

export const receiptEn = {
  title: 'Receipt',
  documentTitle: 'Receipt {orderNumber}',
  vatNumber: 'VAT number',
  orderNumber: 'Order number',
  paidOn: 'Date of payment',
  customer: 'Customer',
  item: 'Item',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  shipping: 'Shipping',
  total: 'Total',
  vatIncluded: 'Including VAT at {rate}%',
  refunds: 'Refunds',
  date: 'Date',
  reason: 'Reason',
  refundedTotal: 'Total refunded',
  thanks: 'Thank you for your order.',
} as const;
