// The orders list as CSV (RFC 4180) for the shop's spreadsheet. Cells that a spreadsheet would run as
// a formula are prefixed with an apostrophe: buyer-supplied names and addresses end up here.
import type { OrderView } from '#shared/schemas/order.ts';

const COLUMNS: Array<[string, (o: OrderView) => string | null]> = [
  ['Order number', (o) => o.orderNumber],
  ['Created at', (o) => o.createdAt],
  ['Status', (o) => o.status],
  ['Amount', (o) => o.amount],
  ['Currency', (o) => o.currency],
  ['Customer name', (o) => o.customerName],
  ['Customer email', (o) => o.customerEmail],
  ['Shipping address', (o) => o.shippingAddress],
  ['PayPal order id', (o) => o.paypalOrderId],
  ['PayPal capture id', (o) => o.paypalCaptureId],
  ['Confirmation sent at', (o) => o.confirmationSentAt],
  ['Shipped at', (o) => o.shippedAt],
];

export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function ordersCsv(orders: OrderView[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const order of orders) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(order))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
